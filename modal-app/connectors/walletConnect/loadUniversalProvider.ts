import type { UniversalProvider } from '@walletconnect/universal-provider'
import type { AppMetadata } from '../../../shared/options'

export type WalletConnectProvider = InstanceType<typeof UniversalProvider>

export interface LoadProviderOptions {
  projectId: string
  relayUrl: string
  metadata: AppMetadata
  /** Operators may turn telemetry on; off by default, and the tests keep it off. */
  telemetryEnabled?: boolean
}

/** Keeps this modal's WalletConnect storage apart from any other client on the origin. */
export const WALLETCONNECT_STORAGE_PREFIX = 'airlock-modal'

/**
 * Loads `@walletconnect/universal-provider` with `import()` (it stays out of the modal's first
 * chunk) and initialises it on the given relay: telemetry off, its own storage prefix, no
 * provider ping. The dapp-side verify step would load an iframe from an outside host and wait
 * 5 s for it on every connect and request; the modal proves its embedder through the handshake
 * instead, so `verify.register` answers at once with no attestation. On init the provider
 * restores the first stored session from IndexedDB (`provider.session`).
 *
 * @example
 * const provider = await loadUniversalProvider({ projectId: 'p', relayUrl: 'ws://127.0.0.1:8788', metadata })
 */
export async function loadUniversalProvider({ projectId, relayUrl, metadata, telemetryEnabled = false }: LoadProviderOptions): Promise<WalletConnectProvider> {
  const { UniversalProvider } = await import('@walletconnect/universal-provider')
  const provider = await UniversalProvider.init({
    projectId,
    relayUrl,
    metadata,
    telemetryEnabled,
    customStoragePrefix: WALLETCONNECT_STORAGE_PREFIX,
    disableProviderPing: true,
    logger: 'silent',
  })
  provider.client.core.verify.register = async () => ''
  return provider
}
