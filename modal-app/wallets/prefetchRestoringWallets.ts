import { loadWalletParts } from './embedded/internal/loadWalletParts'
import { signedInMarker } from './embedded/internal/signedInMarker'
import { importWalletConnect } from './walletConnect/loadUniversalProvider'
import { walletConnectFlag } from './walletConnect/walletConnectFlag'

/**
 * Starts fetching the code a stored session's restore will need, before the host's `connect`
 * arrives and the connectors exist: the embedded wallet's chunk where its signed-in marker is
 * set, WalletConnect's modules where a session of it served the modal. Both markers are plain
 * flags in the modal origin's storage; a visitor with neither fetches nothing more. The chunks
 * then download and compile beside the handshake instead of after it, and the restore finds them
 * loaded. A failed fetch is left to the restore, which tries again and reports it.
 *
 * @example
 * prefetchRestoringWallets() // at the start of the modal's effects
 */
export function prefetchRestoringWallets(): void {
  if (signedInMarker.get()) void loadWalletParts().catch(() => undefined)
  if (walletConnectFlag.get()) void importWalletConnect().catch(() => undefined)
}
