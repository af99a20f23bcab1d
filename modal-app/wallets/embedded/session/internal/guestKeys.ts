import type { AuthSession } from '../../../../../shared/authApi'
import { bytesBase64 } from '../../../../../shared/encoding/bytesBase64'
import { AuthRequestError } from '../../authClient/AuthRequestError'
import type { AuthClient } from '../../authClient/createAuthClient'
import { GuestWalletError } from '../../guest/GuestWalletError'
import { deviceProofOf } from '../../keys/deviceProofOf'
import { holdKey, type EmbeddedKey } from '../../keys/holdKey'
import type { KeyScheme } from '../../keys/KeyScheme'
import { recoveryContext } from '../../keys/recoveryContext'
import { sealRecoveryShare } from '../../keys/sealRecoveryShare'
import { splitKey } from '../../keys/splitKey'
import type { EmbeddedStorage } from '../../storage/EmbeddedStorage'
import { keep, openRecordSecret } from './loadKey'
import type { RecoveryCodes } from './recoveryCodes'

/**
 * The user id a project's guest wallet is stored under on this device (`guest:<projectId>`): one
 * guest wallet per project and device. It names key records in the modal origin's storage only;
 * the auth service never hears it.
 *
 * @example
 * guestUserId('airlock-demo') // 'guest:airlock-demo'
 */
export function guestUserId(projectId: string): string {
  return `guest:${projectId}`
}

/**
 * The guest key of one curve from this device's storage (its sealed copy, bound to the guest id,
 * curve and address), or undefined when there is none or it does not open.
 *
 * @example
 * const key = await openGuestKey(storage, secp256k1Scheme, guestUserId(projectId))
 */
export async function openGuestKey<Signer>(storage: EmbeddedStorage, scheme: KeyScheme<Signer>, userId: string): Promise<EmbeddedKey<Signer> | undefined> {
  const record = await storage.getKey(userId, scheme.curve).catch(() => undefined)
  const secret = record ? await openRecordSecret(record, scheme) : undefined
  return secret ? holdKey(scheme, secret) : undefined
}

/**
 * A new guest key: generated here, sealed (AES-GCM under a new non-extractable CryptoKey, the
 * guest id, curve and address bound in) and kept in this origin's storage only; no share is made
 * and nothing is sent anywhere. Storage that keeps nothing (memory) or refuses the write is
 * GuestWalletError `STORAGE_DENIED`: a guest key that vanishes with the page would lose its funds.
 *
 * @example
 * const key = await createGuestKey(storage, secp256k1Scheme, guestUserId(projectId))
 */
export async function createGuestKey<Signer>(storage: EmbeddedStorage, scheme: KeyScheme<Signer>, userId: string): Promise<EmbeddedKey<Signer>> {
  if (!storage.persistent) throw new GuestWalletError('STORAGE_DENIED')
  const secret = scheme.generate()
  const kept = await keep({ storage, scheme }, userId, scheme.addressOf(secret), secret, undefined, undefined)
  if (!kept) {
    secret.fill(0)
    throw new GuestWalletError('STORAGE_DENIED')
  }
  return holdKey(scheme, secret)
}

export interface ResealDeps<Signer> {
  client: AuthClient
  storage: EmbeddedStorage
  scheme: KeyScheme<Signer>
  codes: RecoveryCodes
  signal?: AbortSignal
}

/**
 * The guest upgrade of one key: the same secret split 2-of-3 as a signed-in user's (device share,
 * auth share, recovery share sealed under the recovery code the visitor confirmed, bound to the
 * new user, curve and address), the auth share and the sealed recovery share uploaded, then the
 * key and the device share sealed here under the new user. A service that already holds a wallet
 * for that user answers 409: GuestWalletError `METHOD_TAKEN`, nothing kept. Returns whether storage
 * kept the record.
 *
 * @example
 * await resealGuestKey({ client, storage, scheme, codes }, guestKey, session)
 */
export async function resealGuestKey<Signer>(deps: ResealDeps<Signer>, key: EmbeddedKey<Signer>, session: AuthSession): Promise<boolean> {
  const { scheme } = deps
  const secret = key.exportSecret()
  const { deviceShare, authShare, recoveryShare } = await splitKey(secret)
  try {
    // The visitor confirms the code before anything leaves the modal: leaving here uploads nothing.
    const sealedRecoveryShare = await sealRecoveryShare(await deps.codes.forNewSeal(), recoveryShare, recoveryContext(session.user.id, scheme.curve, key.address))
    // The device proof, as a new wallet's upload files it: this browser then passes a new-device second factor without a code.
    const deviceProof = await deviceProofOf(deviceShare, session.user.id, scheme.curve)
    await deps.client.putShares(session.token, { address: key.address, authShare: bytesBase64.encode(authShare), sealedRecoveryShare }, { signal: deps.signal, curve: scheme.curve, deviceProof })
  } catch (error) {
    deviceShare.fill(0)
    secret.fill(0)
    if (error instanceof AuthRequestError && error.reason === 'CONFLICT') throw new GuestWalletError('METHOD_TAKEN')
    throw error
  } finally {
    authShare.fill(0)
    recoveryShare.fill(0)
  }
  try {
    return await keep(deps, session.user.id, key.address, secret, deviceShare, undefined)
  } finally {
    secret.fill(0)
  }
}
