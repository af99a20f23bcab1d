import type { UniversalProvider } from '@walletconnect/universal-provider'
import type { AppMetadata } from '../../../shared/options'
import { MemoryKeyValueStorage } from '../../../shared/walletConnect/MemoryKeyValueStorage'
import { storageAvailable } from '../../lib/storageAvailable'
import { fallBackToMemoryStorage } from '../../lib/fallBackToMemoryStorage'
import { markPhase } from '../../lib/markPhase'
import { HandshakeVerify } from './internal/HandshakeVerify'

export type WalletConnectProvider = InstanceType<typeof UniversalProvider>

export interface LoadProviderOptions {
  projectId: string
  relayUrl: string
  metadata: AppMetadata
  /** Operators may turn telemetry on; off by default, and the tests keep it off. */
  telemetryEnabled?: boolean
  /**
   * WalletConnect Verify (attestation of the dapp's origin through WalletConnect's Verify iframe).
   * Off by default; an operator turns it on for their modal build with
   * `VITE_AIRLOCK_WALLETCONNECT_VERIFY=true`.
   */
  verifyEnabled?: boolean
}

let modules: Promise<[typeof import('@walletconnect/universal-provider'), typeof import('@walletconnect/core')]> | undefined

/**
 * WalletConnect's modules (the universal provider and its core), imported once: by the first
 * {@link loadUniversalProvider}, or earlier when a stored session is about to be restored
 * (`prefetchRestoringWallets`), so their fetch and compile run beside the modal's handshake. A
 * failed import is tried again by the next call.
 *
 * @example
 * void importWalletConnect()
 */
export function importWalletConnect(): NonNullable<typeof modules> {
  // WalletConnect reads localStorage while its modules load: where that throws, they never load.
  fallBackToMemoryStorage()
  modules ??= Promise.all([import('@walletconnect/universal-provider'), import('@walletconnect/core')]).catch((error: unknown) => {
    modules = undefined
    throw error
  })
  return modules
}

/** Keeps this modal's WalletConnect storage apart from any other client on the origin. */
export const WALLETCONNECT_STORAGE_PREFIX = 'airlock-modal'

/**
 * Loads `@walletconnect/universal-provider` with `import()` (it stays out of the modal's first
 * chunk) and initialises it on the given relay: telemetry off, its own storage prefix, no
 * provider ping. WalletConnect has no switch for the dapp-side Verify step (it would load an
 * iframe from an outside host and wait 5 s for it on every connect and request), so unless the
 * operator turned Verify on, the provider gets its own `Core` (the supported `core` option) whose
 * Verify component is {@link HandshakeVerify}: the modal proves its embedder through the
 * handshake instead. On init the provider restores the first stored session from IndexedDB;
 * where the browser denies the iframe storage, WalletConnect keeps everything in memory for the
 * page's lifetime (without it, its IndexedDB storage never settles and no QR code ever shows).
 * The wallet is shown `metadata.url`, the host's proven origin, without WalletConnect's warning
 * that it differs from the frame's own address.
 *
 * @example
 * const provider = await loadUniversalProvider({ projectId: 'p', relayUrl: 'ws://127.0.0.1:8788', metadata })
 */
export async function loadUniversalProvider({
  projectId,
  relayUrl,
  metadata,
  telemetryEnabled = false,
  verifyEnabled = import.meta.env.VITE_AIRLOCK_WALLETCONNECT_VERIFY === 'true',
}: LoadProviderOptions): Promise<WalletConnectProvider> {
  const [{ UniversalProvider }, { Core }] = await importWalletConnect()
  markPhase('wc:imported')
  const storage = storageAvailable() ? undefined : new MemoryKeyValueStorage()
  const coreOptions = { projectId, relayUrl, telemetryEnabled, customStoragePrefix: WALLETCONNECT_STORAGE_PREFIX, logger: 'silent', storage }
  const core = verifyEnabled ? undefined : new Core(coreOptions)
  if (core) core.verify = new HandshakeVerify(core, core.verify)
  // WalletConnect checks `metadata.url` against the frame's own address (the modal's origin, never
  // the dapp's), warns in the console and puts the frame's address in its place. So the URL goes
  // in empty (no check, no warning) and the proven origin is set on the client it made, which is
  // what every proposal and request reads.
  const provider = await UniversalProvider.init({ ...coreOptions, core, metadata: { ...metadata, url: '' }, disableProviderPing: true })
  provider.client.metadata.url = metadata.url
  markPhase('wc:init')
  return provider
}
