import type { LocalAccount } from 'viem'
import type { AuthSession } from '../../../../shared/authApi'
import { ErrorText } from '../../../../shared/errors/messages'
import { AuthRequestError } from '../authClient/AuthRequestError'
import type { AuthClient } from '../authClient/createAuthClient'
import { EmbeddedKeyError } from '../keys/EmbeddedKeyError'
import type { EmbeddedKey } from '../keys/holdKey'
import type { KeyScheme } from '../keys/KeyScheme'
import type { SolanaSigner } from '../keys/SolanaSigner'
import type { PolkadotSigner } from '../keys/PolkadotSigner'
import type { BitcoinSigner } from '../keys/BitcoinSigner'
import { secp256k1Scheme } from '../keys/secp256k1Scheme'
import { KEY_CURVES, type EmbeddedStorage, type KeyRecord } from '../storage/EmbeddedStorage'
import { markPhase } from '../../../lib/markPhase'
import { openEmbeddedStorage } from '../storage/openEmbeddedStorage'
import type { EmbeddedWalletSnapshot } from './EmbeddedWalletSnapshot'
import { FRESH_SIGN_IN_MS, type ExportedKeys } from './ExportedKeys'
import { loadKey, type KeySource } from './internal/loadKey'
import { recoveryCodes } from './internal/recoveryCodes'
import type { PasskeySeal } from './PasskeySeal'
import { createSecondFactorCalls, type SecondFactorAnswer, type SecondFactorCalls } from '../secondFactor/createSecondFactorCalls'
import { SecondFactorRequiredError } from '../secondFactor/SecondFactorRequiredError'
import { assertPasskey } from '../secondFactor/assertPasskey'
import type { RecoveryPrompt } from './RecoveryPrompt'
import { createGuestKey, guestUserId, openGuestKey, resealGuestKey } from './internal/guestKeys'
import { GuestWalletError } from '../guest/GuestWalletError'
import { guestMarker } from '../guest/guestMarker'

export interface EmbeddedSessionStoreOptions {
  client: AuthClient
  /** Where sessions and sealed keys live (default: IndexedDB in the modal origin, else memory). */
  openStorage?: () => Promise<EmbeddedStorage>
  scheme?: KeyScheme<LocalAccount>
  /**
   * The Solana key's scheme (ed25519) when the dapp uses Solana: the user's Solana wallet is then
   * created or recovered with the EVM one, under the same rules (its own shares at the service,
   * sealed at rest, signer in a closure). Without it no Solana key is made.
   */
  solanaScheme?: KeyScheme<SolanaSigner>
  /** The Polkadot key's scheme (sr25519) when the dapp uses Polkadot: made and kept like the Solana key. */
  polkadotScheme?: KeyScheme<PolkadotSigner>
  /**
   * When the dapp uses Bitcoin: the visitor's payment (BIP-84) and ordinals (BIP-86) keys are
   * derived from the EVM key once it is held (keys/createBitcoinSigner.ts), so they are under its
   * custody and nothing more is stored. The Bitcoin code loads only then.
   */
  bitcoin?: boolean
  now?: () => number
  /** How long a sign-in allows a key export (default FRESH_SIGN_IN_MS, 5 minutes; shorter in tests). */
  freshSignInMs?: number
  /** The visitor's second factor at the auth service (default: the client's service; none for a client without a URL). */
  secondFactor?: SecondFactorCalls
}

/** The embedded wallet's session and key for one project, held in the modal's origin. */
export interface EmbeddedSessionStore {
  /**
   * The live session's bearer token, for the operator's own services that act for the visitor
   * (the paymaster checks it with the auth service); never for the dapp or the snapshot.
   */
  sessionToken(): string | null
  /** Plain data for Redux and the Account view; never a token or key material. */
  snapshot(): EmbeddedWalletSnapshot
  /** The signer while signed in (viem LocalAccount: signMessage, signTypedData, signTransaction). */
  account(): LocalAccount | null
  /** The Solana signer while signed in, when the store was made with a `solanaScheme`. */
  solanaAccount(): SolanaSigner | null
  /** The Polkadot signer while signed in, when the store was made with a `polkadotScheme`. */
  polkadotAccount(): PolkadotSigner | null
  /** The Bitcoin signer while signed in, when the store was made with `bitcoin`. */
  bitcoinAccount(): BitcoinSigner | null
  /**
   * On modal load: the saved session, checked with the service (GET /v1/auth/session), and its
   * key. Resolves signed out when there is none or the service ended it; rejects (AuthRequestError
   * TIMEOUT/NETWORK, EmbeddedKeyError) when the wallet could not load, keeping the saved session.
   */
  restore(options?: { signal?: AbortSignal }): Promise<EmbeddedWalletSnapshot>
  /**
   * After a sign-in (email code, social exchange, Farcaster): keeps the session and creates or
   * recovers the key. `recovery` reaches the visitor: a new wallet's code is shown and confirmed
   * there before anything is uploaded; a browser without the device share asks for the code.
   * Without it, what needs the visitor rejects with EmbeddedKeyError `RECOVERY_NEEDED`. `passkey`
   * (a passkey sign-in with PRF) opens the recovery share sealed under it instead of the code, and
   * seals one under it where there is none yet.
   */
  signIn(session: AuthSession, options?: { signal?: AbortSignal; recovery?: RecoveryPrompt; passkey?: PasskeySeal }): Promise<EmbeddedWalletSnapshot>
  /**
   * Ends the session with the service (best effort) and forgets the token and the key: the sealed
   * copy of the key goes, the sealed device share stays (useless without a session's auth share),
   * so coming back to this browser needs no recovery code.
   */
  signOut(): Promise<void>
  /** How the current key was obtained ('vault', 'device+auth', 'auth+recovery', 'auth+passkey', 'created', 'migrated'), for tests and metrics. */
  keySource(): KeySource | null
  /**
   * The Export view's copies of the keys, only within `freshSignInMs` of a sign-in made on this
   * page (a restored session never counts): rejects EmbeddedKeyError `SIGN_IN_STALE` otherwise,
   * `KEY_DROPPED` when signed out. Where the visitor asked for a second factor before an export,
   * only with a right code from their authenticator app or an assertion of their passkey (`SecondFactorRequiredError` without one;
   * AuthRequestError WRONG_CODE for a wrong or spent one). The caller zeroes the bytes once shown.
   */
  exportKeys(secondFactorCode?: SecondFactorAnswer): Promise<ExportedKeys>
  /**
   * A fresh sign-in of the wallet's own user (email code, social), made only to allow an export:
   * records it as the sign-in time and logs that new session out (the wallet keeps the session it
   * runs on). Rejects `SIGN_IN_STALE` for another user or project.
   */
  confirmSignIn(session: AuthSession): Promise<void>
  /**
   * The guest wallet (features.guestWallets): no sign-in, its keys made here and kept sealed in
   * this origin's storage only, nothing sent to any service. Reopens this device's guest wallet
   * of the project when there is one. Storage that keeps nothing is GuestWalletError
   * `STORAGE_DENIED` (a guest wallet must not vanish with the page).
   */
  startGuest(): Promise<EmbeddedWalletSnapshot>
  /**
   * Secures the guest wallet with a sign-in method (a session made moments ago with it): the same
   * keys are split and sealed as a signed-in user's (the recovery code shown and confirmed through
   * `recovery`, then the auth share and the sealed recovery share uploaded), so the same address
   * opens in any browser with that method. A method that already opens a wallet is
   * GuestWalletError `METHOD_TAKEN`: its session is logged out and the guest wallet stays as it was.
   */
  upgradeGuest(session: AuthSession, options: { signal?: AbortSignal; recovery: RecoveryPrompt }): Promise<EmbeddedWalletSnapshot>
}

interface Current {
  /** Null for the guest wallet: no sign-in, no token. */
  session: AuthSession | null
  key: EmbeddedKey<LocalAccount>
  solanaKey: EmbeddedKey<SolanaSigner> | null
  polkadotKey: EmbeddedKey<PolkadotSigner> | null
  bitcoin: { signer: BitcoinSigner; drop(): void } | null
  source: KeySource
  persistent: boolean
}

const SIGNED_OUT: EmbeddedWalletSnapshot = { status: 'signedOut', user: null, address: null, solanaAddress: null, expiresAt: null, persistent: false }

/**
 * Creates the embedded wallet's session store: it keeps the session token in the modal's origin
 * (memory, plus IndexedDB where the browser allows), so a reload restores the session and the
 * key (decrypted from the sealed copy, or rebuilt from the shares), and signs out by clearing the
 * token, dropping the key and deleting the user's device data. Calls run one at a time, so a
 * restore racing a sign-in can't leave two keys. What it hands out is the snapshot (plain data)
 * and the signing account; the token, shares and secret stay inside.
 *
 * @example
 * const store = createEmbeddedSessionStore({ client: createAuthClient({ authUrl, projectId }) })
 * await store.restore()
 * if (store.snapshot().status === 'signedOut') await store.signIn(await auth.emailVerify(email, code))
 * await store.account()?.signMessage({ message: 'hello' })
 */
export function createEmbeddedSessionStore(options: EmbeddedSessionStoreOptions): EmbeddedSessionStore {
  const { client } = options
  const scheme = options.scheme ?? secp256k1Scheme
  const now = options.now ?? Date.now
  const freshSignInMs = options.freshSignInMs ?? FRESH_SIGN_IN_MS
  const secondFactor = options.secondFactor ?? (client.authUrl ? createSecondFactorCalls({ authUrl: client.authUrl, projectId: client.projectId }) : undefined)
  /** When the visitor last proved who they are on this page (not a restore); null when unknown. */
  let signedInAt: number | null = null
  let storage: Promise<EmbeddedStorage> | undefined
  let current: Current | null = null
  let queue: Promise<unknown> = Promise.resolve()

  const openStorage = () => (storage ??= (options.openStorage ?? openEmbeddedStorage)())
  const serial = <T>(run: () => Promise<T>): Promise<T> => {
    const next = queue.then(run, run)
    queue = next.catch(() => undefined)
    return next
  }
  const snapshot = (): EmbeddedWalletSnapshot =>
    current
      ? { status: 'signedIn', user: current.session ? { ...current.session.user } : null, address: current.key.address, solanaAddress: current.solanaKey?.address ?? null, ...(current.polkadotKey ? { polkadotAddress: current.polkadotKey.address } : {}), expiresAt: current.session?.expiresAt ?? null, persistent: current.persistent, ...(current.session ? {} : { guest: true }) }
      : { ...SIGNED_OUT }

  async function adopt(session: AuthSession, signal: AbortSignal | undefined, recovery: RecoveryPrompt | undefined, passkey?: PasskeySeal): Promise<EmbeddedWalletSnapshot> {
    if (session.projectId !== client.projectId) throw new AuthRequestError({ reason: 'PROJECT_NOT_ALLOWED', message: ErrorText.anErrorOccurred, status: 0 })
    const store = await openStorage()
    // One recovery code per sign-in, for every curve: the visitor sees or types it once.
    const codes = recoveryCodes(recovery, store.persistent)
    // The second factor's code step (the new-device rule's read, a share write while a factor is in force), on a sign-in only (a restore has no view to ask on).
    const ask = recovery?.askSecondFactor?.bind(recovery)
    const newDevice =
      ask && secondFactor
        ? async (token: string) => {
            // A visitor with a passkey may answer with a touch of it (the session may read its own status before the code).
            const withPasskey = (await secondFactor.status(token).catch(() => undefined))?.passkey === true
            const passkey = withPasskey ? async () => secondFactor.verify(token, await assertPasskey(await secondFactor.passkeyOptions(token))) : undefined
            await ask((code) => secondFactor.verify(token, code), passkey)
          }
        : undefined
    const asked = newDevice ? { newDevice } : {}
    const loaded = await loadKey({ client, storage: store, scheme, codes, signal, ...asked, ...(passkey ? { passkey } : {}) }, session)
    let solana: Awaited<ReturnType<typeof loadKey<SolanaSigner>>> | undefined
    let polkadot: Awaited<ReturnType<typeof loadKey<PolkadotSigner>>> | undefined
    try {
      solana = options.solanaScheme ? await loadKey({ client, storage: store, scheme: options.solanaScheme, codes, signal, ...asked, ...(passkey ? { passkey } : {}) }, session) : undefined
      polkadot = options.polkadotScheme ? await loadKey({ client, storage: store, scheme: options.polkadotScheme, codes, signal, ...asked, ...(passkey ? { passkey } : {}) }, session) : undefined
    } catch (error) {
      loaded.key.drop()
      solana?.key.drop()
      throw error
    }
    let bitcoin: Current['bitcoin'] = null
    if (options.bitcoin) {
      const secret = loaded.key.exportSecret()
      try {
        const { createBitcoinSigner } = await import('../keys/createBitcoinSigner')
        bitcoin = createBitcoinSigner(secret)
      } catch (error) {
        loaded.key.drop()
        solana?.key.drop()
        polkadot?.key.drop()
        throw error
      } finally {
        secret.fill(0)
      }
    }
    const sessionKept = await store.putSession(session).then(
      () => store.persistent,
      () => false,
    )
    forget()
    current = { session, key: loaded.key, solanaKey: solana?.key ?? null, polkadotKey: polkadot?.key ?? null, bitcoin, source: loaded.source, persistent: loaded.persisted && (solana?.persisted ?? true) && (polkadot?.persisted ?? true) && sessionKept }
    return snapshot()
  }

  /**
   * The guest wallet of this device, reopened from its sealed copies, or made when `create` and
   * there is none (every configured curve; the Bitcoin keys derived as for a signed-in user).
   */
  async function openGuest(store: EmbeddedStorage, create: boolean): Promise<EmbeddedWalletSnapshot> {
    const userId = guestUserId(client.projectId)
    const open = async <S>(keyScheme: KeyScheme<S>) => (await openGuestKey(store, keyScheme, userId)) ?? (create ? await createGuestKey(store, keyScheme, userId) : undefined)
    const key = await open(scheme)
    if (!key) {
      guestMarker.set(false)
      return snapshot()
    }
    let solanaKey: EmbeddedKey<SolanaSigner> | undefined
    let polkadotKey: EmbeddedKey<PolkadotSigner> | undefined
    let bitcoin: Current['bitcoin'] = null
    try {
      solanaKey = options.solanaScheme ? await open(options.solanaScheme) : undefined
      polkadotKey = options.polkadotScheme ? await open(options.polkadotScheme) : undefined
      if (options.bitcoin) {
        const secret = key.exportSecret()
        try {
          bitcoin = (await import('../keys/createBitcoinSigner')).createBitcoinSigner(secret)
        } finally {
          secret.fill(0)
        }
      }
    } catch (error) {
      key.drop()
      solanaKey?.drop()
      polkadotKey?.drop()
      throw error
    }
    forget()
    guestMarker.set(true)
    current = { session: null, key, solanaKey: solanaKey ?? null, polkadotKey: polkadotKey ?? null, bitcoin, source: 'vault', persistent: store.persistent }
    return snapshot()
  }

  /** Drops the key and the token from memory. */
  function forget(): void {
    current?.key.drop()
    current?.solanaKey?.drop()
    current?.polkadotKey?.drop()
    current?.bitcoin?.drop()
    current = null
    signedInAt = null
  }

  return {
    snapshot,
    sessionToken: () => current?.session?.token ?? null,
    account: () => current?.key.account ?? null,
    solanaAccount: () => current?.solanaKey?.account ?? null,
    polkadotAccount: () => current?.polkadotKey?.account ?? null,
    bitcoinAccount: () => current?.bitcoin?.signer ?? null,
    keySource: () => current?.source ?? null,
    restore: ({ signal } = {}) =>
      serial(async () => {
        if (current) return snapshot()
        markPhase('embedded:parts')
        const store = await openStorage()
        const saved = await store.getSession(client.projectId).catch(() => undefined)
        markPhase('embedded:stored')
        if (!saved) return guestMarker.get() ? openGuest(store, false) : snapshot()
        if (saved.expiresAt <= now()) {
          await store.deleteSession(client.projectId).catch(() => undefined)
          return snapshot()
        }
        let session: AuthSession
        try {
          session = await client.session(saved.token, { signal })
        } catch (error) {
          // The service ended the session: forget it. Anything else (timeout, offline) may pass.
          if (error instanceof AuthRequestError && error.reason === 'UNAUTHORIZED') {
            await store.deleteSession(client.projectId).catch(() => undefined)
            return snapshot()
          }
          throw error
        }
        markPhase('embedded:checked')
        return adopt(session, signal, undefined).finally(() => markPhase('embedded:key'))
      }),
    signIn: (session, { signal, recovery, passkey } = {}) =>
      serial(async () => {
        const signedIn = await adopt(session, signal, recovery, passkey)
        signedInAt = now()
        return signedIn
      }),
    exportKeys: (secondFactorCode) =>
      serial(async () => {
        if (!current) throw new EmbeddedKeyError('KEY_DROPPED')
        const age = signedInAt === null ? Infinity : now() - signedInAt
        if (!(age >= 0 && age <= freshSignInMs)) throw new EmbeddedKeyError('SIGN_IN_STALE')
        // The visitor's own rule, checked here where the key is: no code, no key (a failed check refuses too).
        if (!current.session) throw new EmbeddedKeyError('SIGN_IN_STALE')
        const token = current.session.token
        const rule = secondFactor ? await secondFactor.status(token) : undefined
        const guarded = rule?.enrolled === true && rule.rules.export
        if (guarded) {
          if (!secondFactorCode) throw new SecondFactorRequiredError({ passkey: rule.passkey === true })
          await secondFactor!.verify(token, secondFactorCode)
        }
        if (!current) throw new EmbeddedKeyError('KEY_DROPPED')
        const { key, solanaKey } = current
        return { evm: { address: key.address, secret: key.exportSecret() }, solana: solanaKey ? { address: solanaKey.address, secret: solanaKey.exportSecret() } : null }
      }),
    confirmSignIn: (session) =>
      serial(async () => {
        const same = current?.session != null && session.projectId === client.projectId && session.user.id === current.session.user.id
        if (same) signedInAt = now()
        // The proof's session has done its job: only the wallet's own session stays live.
        await client.logout(session.token).catch(() => undefined)
        if (!current) throw new EmbeddedKeyError('KEY_DROPPED')
        if (!same) throw new EmbeddedKeyError('SIGN_IN_STALE')
      }),
    startGuest: () =>
      serial(async () => {
        if (current && !current.session) return snapshot()
        return openGuest(await openStorage(), true)
      }),
    upgradeGuest: (session, { signal, recovery }) =>
      serial(async () => {
        const guest = current
        if (!guest || guest.session) throw new GuestWalletError('NO_GUEST')
        if (session.projectId !== client.projectId) throw new AuthRequestError({ reason: 'PROJECT_NOT_ALLOWED', message: ErrorText.anErrorOccurred, status: 0 })
        const store = await openStorage()
        const keys = [
          [guest.key, scheme],
          [guest.solanaKey, options.solanaScheme],
          [guest.polkadotKey, options.polkadotScheme],
        ] as const
        try {
          // A method that already opens a wallet (any curve) is refused before anything is made: nothing merges.
          for (const [key, keyScheme] of keys) if (key && keyScheme && (await client.getShares(session.token, { signal, curve: keyScheme.curve }))) throw new GuestWalletError('METHOD_TAKEN')
          const codes = recoveryCodes(recovery, store.persistent)
          let persisted = store.persistent
          for (const [key, keyScheme] of keys) if (key && keyScheme) persisted = (await resealGuestKey({ client, storage: store, scheme: keyScheme as KeyScheme<unknown>, codes, signal }, key as EmbeddedKey<unknown>, session)) && persisted
          persisted = (await store.putSession(session).then(() => persisted, () => false))
          // The guest records go: from now on the keys open only as the signed-in user's.
          await store.deleteKeys(guestUserId(client.projectId)).catch(() => undefined)
          guestMarker.set(false)
          current = { ...guest, session, source: 'created', persistent: persisted }
          signedInAt = now()
          return snapshot()
        } catch (error) {
          // The proof's session must not outlive a refused upgrade.
          await client.logout(session.token).catch(() => undefined)
          throw error
        }
      }),
    signOut: () =>
      serial(async () => {
        const ending = current
        if (ending && !ending.session) {
          // The guest wallet stays on this device (its only copy): "Continue as guest" reopens it.
          forget()
          guestMarker.set(false)
          return
        }
        forget()
        const store = await openStorage()
        const saved = ending?.session ?? (await store.getSession(client.projectId).catch(() => undefined))
        await store.deleteSession(client.projectId).catch(() => undefined)
        if (!saved) return
        await dropVaultCopies(store, saved.user.id).catch(() => undefined)
        // Local state is gone whatever the service answers; the token dies with it at expiry.
        await client.logout(saved.token).catch(() => undefined)
      }),
  }
}

/**
 * Sign-out: every key record of the user goes, except the sealed device share where this browser
 * has one (kept without the sealed secret). Alone it rebuilds nothing; with the auth share a
 * later session gets, it spares the visitor the recovery code on this browser.
 */
async function dropVaultCopies(store: EmbeddedStorage, userId: string): Promise<void> {
  const records = await Promise.all(KEY_CURVES.map((curve) => store.getKey(userId, curve).catch(() => undefined)))
  await store.deleteKeys(userId)
  for (const record of records) {
    if (!record?.sealedDeviceShare) continue
    const kept: KeyRecord = { userId: record.userId, curve: record.curve, address: record.address, wrappingKey: record.wrappingKey, sealedDeviceShare: record.sealedDeviceShare }
    await store.putKey(kept)
  }
}
