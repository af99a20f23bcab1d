import type { AuthSession, WalletShares } from '../../../../../shared/authApi'
import { AuthRequestError } from '../../authClient/AuthRequestError'
import type { AuthClient } from '../../authClient/createAuthClient'
import { createWrappingKey } from '../../keys/createWrappingKey'
import { EmbeddedKeyError } from '../../keys/EmbeddedKeyError'
import { holdKey, type EmbeddedKey } from '../../keys/holdKey'
import type { KeyScheme } from '../../keys/KeyScheme'
import { openSealedBytes } from '../../keys/openSealedBytes'
import { recoverKey } from '../../keys/recoverKey'
import { recoveryContext } from '../../keys/recoveryContext'
import { sealBytes } from '../../keys/sealBytes'
import { sealRecoveryShare } from '../../keys/sealRecoveryShare'
import { splitKey } from '../../keys/splitKey'
import type { EmbeddedStorage, KeyRecord } from '../../storage/EmbeddedStorage'
import type { PasskeySeal } from '../PasskeySeal'
import type { RecoveryCodes } from './recoveryCodes'
import { sealContext } from './sealContext'
import { bytesBase64 } from '../../../../../shared/encoding/bytesBase64'
import { deviceProofOf } from '../../keys/deviceProofOf'

export interface LoadKeyDeps<Signer> {
  client: AuthClient
  storage: EmbeddedStorage
  scheme: KeyScheme<Signer>
  /** The sign-in's recovery code: shown for a new or migrated wallet, asked in a new browser. */
  codes: RecoveryCodes
  /** The passkey of this sign-in when it gave a PRF output: opens (and gets) a sealed copy of the recovery share. */
  passkey?: PasskeySeal
  signal?: AbortSignal
  /**
   * The visitor's second factor, on a sign-in: resolves once they passed it (the service then
   * releases the shares to this session under the new-device rule, and takes its share writes
   * whatever the rules). Absent (a restore), a refusal fails.
   */
  newDevice?: (token: string) => Promise<void>
}

/** How the key was obtained, for the caller's bookkeeping (never the key itself). */
export type KeySource = 'vault' | 'device+auth' | 'auth+recovery' | 'auth+passkey' | 'created' | 'migrated'

interface LoadedKey<Signer> {
  key: EmbeddedKey<Signer>
  source: KeySource
  persisted: boolean
}

/**
 * Gets the signed-in user's key into memory, in this order: (1) the sealed copy in this origin's
 * storage; (2) the sealed device share plus the auth share; (3) the auth share plus the recovery
 * share, opened with the passkey of this sign-in where it sealed a copy (PRF), else with the
 * recovery code the visitor types (new browser, cleared storage); (4) no
 * wallet yet: create one, show its recovery code, and once the visitor confirmed it upload the
 * auth share and the sealed recovery share, and only then keep it, so a failed upload or a
 * visitor who left never leaves a half-made wallet. A 409 on upload means another tab won the
 * race: its wallet is recovered instead. A passkey sign-in with PRF seals a copy of the recovery
 * share under the passkey whenever the share is in hand (made, or opened with the code). (5) A wallet of the old scheme (plain recovery share at
 * the service) is rebuilt, re-split under a new code and migrated, which deletes the plain share.
 * Share calls carry this browser's device proof where it holds the device share (a new wallet's
 * upload records it, a migration sends the one its read sent); where the service holds the shares
 * back (the new-device rule) or refuses a write (a second factor in force), the sign-in asks for
 * the visitor's second factor (`newDevice`) and tries once more.
 * Every rebuild is checked against the stored address. `persisted` is false when storage refused
 * the write.
 */
export async function loadKey<Signer>(deps: LoadKeyDeps<Signer>, session: AuthSession): Promise<LoadedKey<Signer>> {
  const { storage, scheme } = deps
  const userId = session.user.id
  const record = await storage.getKey(userId, scheme.curve).catch(() => undefined)
  if (record) {
    const secret = await openRecordSecret(record, scheme)
    if (secret) return { key: holdKey(scheme, secret), source: 'vault', persisted: storage.persistent }
  }
  const deviceProof = record?.sealedDeviceShare ? await recordProof(record, scheme.curve) : undefined
  const shares = await sharesOf(deps, session, deviceProof)
  if (!shares) return createKey(deps, session, record)
  return recoverFromShares(deps, session, shares, record, deviceProof)
}

/**
 * The shares, proving this browser holds the device share where it does; where the visitor's
 * new-device rule holds them back, once more after the visitor passed their second factor.
 */
async function sharesOf<Signer>(deps: LoadKeyDeps<Signer>, session: AuthSession, deviceProof?: string): Promise<WalletShares | null> {
  return withSecondFactor(deps, session, () => deps.client.getShares(session.token, { signal: deps.signal, curve: deps.scheme.curve, ...(deviceProof ? { deviceProof } : {}) }))
}

/**
 * A share call the service may refuse with SECOND_FACTOR_REQUIRED (a read under the new-device
 * rule, any write on a user who has a wallet while a factor is in force): asks the visitor for
 * their factor once and calls again, so the modal's own reads and writes go through.
 */
async function withSecondFactor<Signer, T>(deps: LoadKeyDeps<Signer>, session: AuthSession, call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    if (!(error instanceof AuthRequestError && error.reason === 'SECOND_FACTOR_REQUIRED' && deps.newDevice)) throw error
    await deps.newDevice(session.token)
    return call()
  }
}

/** The device proof of a record's sealed device share (undefined when it doesn't open). */
async function recordProof(record: KeyRecord, curve: KeyRecord['curve']): Promise<string | undefined> {
  const share = await openSealedBytes(record.wrappingKey, record.sealedDeviceShare!, sealContext(record.userId, record.curve, record.address)).catch(() => undefined)
  if (!share) return undefined
  try {
    return await deviceProofOf(share, record.userId, curve)
  } finally {
    wipe(share)
  }
}

/**
 * The secret of a record's sealed copy, checked against its address; undefined when it does not
 * open (another wrapping key, tampered data, no sealed copy).
 *
 * @example
 * const secret = await openRecordSecret(record, secp256k1Scheme)
 */
export async function openRecordSecret<Signer>(record: KeyRecord, scheme: KeyScheme<Signer>): Promise<Uint8Array | undefined> {
  if (!record.sealedSecret) return undefined
  try {
    const secret = await openSealedBytes(record.wrappingKey, record.sealedSecret, sealContext(record.userId, record.curve, record.address))
    if (secret.length === scheme.secretLength && scheme.sameAddress(scheme.addressOf(secret), record.address)) return secret
    secret.fill(0)
  } catch {
    // Unreadable or not a key for that address: rebuild from the shares below.
  }
  return undefined
}

async function recoverFromShares<Signer>(deps: LoadKeyDeps<Signer>, session: AuthSession, shares: WalletShares, record: KeyRecord | undefined, deviceProof?: string): Promise<LoadedKey<Signer>> {
  const { scheme } = deps
  const authShare = decodeShare(shares.authShare)
  let deviceShare: Uint8Array | undefined
  let secret: Uint8Array | undefined
  let source: KeySource = 'auth+recovery'
  // The device share only helps for the same wallet; a record of another address is stale.
  if (record?.sealedDeviceShare && scheme.sameAddress(record.address, shares.address)) {
    deviceShare = await openSealedBytes(record.wrappingKey, record.sealedDeviceShare, sealContext(record.userId, record.curve, record.address)).catch(() => undefined)
    if (deviceShare) {
      // A device share of an earlier split (the wallet was migrated elsewhere) rebuilds another
      // key: recoverKey catches it and the recovery code is asked for instead.
      secret = await recoverKey(scheme, [deviceShare, authShare], shares.address).catch(() => undefined)
      if (secret) source = 'device+auth'
      else wipe(deviceShare)
    }
  }
  if (!secret) {
    deviceShare = undefined
    const context = recoveryContext(session.user.id, scheme.curve, shares.address)
    // A passkey with PRF opens its own sealed copy: a new browser needs no code (issue 38 #2).
    const fromPasskey = shares.recoveryShare === undefined ? await deps.passkey?.open(session.token, scheme.curve, context) : undefined
    const recoveryShare = fromPasskey ?? (shares.recoveryShare !== undefined ? decodeShare(shares.recoveryShare) : await deps.codes.open(shares.sealedRecoveryShare, context))
    try {
      secret = await recoverKey(scheme, [authShare, recoveryShare], shares.address)
      source = fromPasskey ? 'auth+passkey' : source
      // Opened with the code on a passkey that has no copy yet: the next browser needs only the passkey.
      if (!fromPasskey && shares.recoveryShare === undefined && deps.passkey) await deps.passkey.seal(session.token, scheme.curve, context, recoveryShare).catch(() => undefined)
    } finally {
      wipe(authShare, recoveryShare)
    }
  }
  wipe(authShare)
  if (shares.recoveryShare !== undefined) {
    if (deviceShare) wipe(deviceShare)
    return migrate(deps, session, shares.address, secret, record, deviceProof)
  }
  const persisted = await keep(deps, session.user.id, shares.address, secret, deviceShare, record?.wrappingKey)
  return { key: holdKey(scheme, secret), source, persisted }
}

async function createKey<Signer>(deps: LoadKeyDeps<Signer>, session: AuthSession, record: KeyRecord | undefined): Promise<LoadedKey<Signer>> {
  const { scheme, client } = deps
  const secret = scheme.generate()
  const address = scheme.addressOf(secret)
  const { deviceShare, authShare, recoveryShare } = await splitKey(secret)
  try {
    // The visitor confirms the code before anything leaves the modal: leaving here uploads nothing.
    const sealedRecoveryShare = await sealRecoveryShare(await deps.codes.forNewSeal(), recoveryShare, recoveryContext(session.user.id, scheme.curve, address))
    // With the proof of the device share this browser keeps: the one browser the new-device rule knows.
    const deviceProof = await deviceProofOf(deviceShare, session.user.id, scheme.curve)
    // A user with a wallet on another curve and a second factor: the service asks for it first.
    await withSecondFactor(deps, session, () => client.putShares(session.token, { address, authShare: bytesBase64.encode(authShare), sealedRecoveryShare }, { signal: deps.signal, curve: scheme.curve, deviceProof }))
    // The passkey's copy, once the wallet exists: its failure leaves the code as the way back.
    await deps.passkey?.seal(session.token, scheme.curve, recoveryContext(session.user.id, scheme.curve, address), recoveryShare).catch(() => undefined)
  } catch (error) {
    wipe(secret, deviceShare)
    if (error instanceof AuthRequestError && error.reason === 'CONFLICT') {
      const winner = await sharesOf(deps, session)
      if (winner) return recoverFromShares(deps, session, winner, record)
    }
    throw error
  } finally {
    wipe(authShare, recoveryShare)
  }
  const persisted = await keep(deps, session.user.id, address, secret, deviceShare, record?.wrappingKey)
  return { key: holdKey(scheme, secret), source: 'created', persisted }
}

/**
 * An old-scheme wallet: the same key re-split (new device and auth shares, the recovery share
 * sealed under a new code the visitor confirms) and handed to the service's migrate, which swaps
 * the auth share and deletes the plain recovery share. The old shares no longer combine with the
 * new ones. A 409 means another tab migrated first: its shares are used (its code is asked for).
 * It goes with the device proof the read sent (the service takes it from a browser it knows, or
 * after the visitor's second factor).
 */
async function migrate<Signer>(deps: LoadKeyDeps<Signer>, session: AuthSession, address: string, secret: Uint8Array, record: KeyRecord | undefined, deviceProof: string | undefined): Promise<LoadedKey<Signer>> {
  const { scheme, client } = deps
  const { deviceShare, authShare, recoveryShare } = await splitKey(secret)
  try {
    const sealedRecoveryShare = await sealRecoveryShare(await deps.codes.forNewSeal(), recoveryShare, recoveryContext(session.user.id, scheme.curve, address))
    const shares = { address, authShare: bytesBase64.encode(authShare), sealedRecoveryShare }
    await withSecondFactor(deps, session, () => client.migrateShares(session.token, shares, { signal: deps.signal, curve: scheme.curve, ...(deviceProof ? { deviceProof } : {}) }))
  } catch (error) {
    wipe(secret, deviceShare)
    if (error instanceof AuthRequestError && error.reason === 'CONFLICT') {
      const winner = await sharesOf(deps, session)
      if (winner && winner.recoveryShare === undefined) return recoverFromShares(deps, session, winner, record)
    }
    throw error
  } finally {
    wipe(authShare, recoveryShare)
  }
  const persisted = await keep(deps, session.user.id, address, secret, deviceShare, record?.wrappingKey)
  return { key: holdKey(scheme, secret), source: 'migrated', persisted }
}

/**
 * Seals the secret (and the device share when this browser has one) and stores the record; the
 * device share is zeroed, the secret is the caller's. False when storage refused the write.
 *
 * @example
 * const persisted = await keep({ storage, scheme }, userId, address, secret, deviceShare, undefined)
 */
export async function keep<Signer>(deps: Pick<LoadKeyDeps<Signer>, 'storage' | 'scheme'>, userId: string, address: string, secret: Uint8Array, deviceShare: Uint8Array | undefined, wrappingKey: CryptoKey | undefined): Promise<boolean> {
  const curve = deps.scheme.curve
  try {
    const key = wrappingKey ?? (await createWrappingKey())
    const context = sealContext(userId, curve, address)
    const record: KeyRecord = { userId, curve, address, wrappingKey: key, sealedSecret: await sealBytes(key, secret, context) }
    if (deviceShare) record.sealedDeviceShare = await sealBytes(key, deviceShare, context)
    await deps.storage.putKey(record)
    return deps.storage.persistent
  } catch {
    // Storage refused the write (quota, cleared mid-way): the key still works for this page.
    return false
  } finally {
    if (deviceShare) wipe(deviceShare)
  }
}

function decodeShare(text: string): Uint8Array {
  try {
    return bytesBase64.decode(text)
  } catch {
    throw new EmbeddedKeyError('SHARES_INVALID')
  }
}

function wipe(...buffers: Uint8Array[]): void {
  for (const buffer of buffers) buffer.fill(0)
}
