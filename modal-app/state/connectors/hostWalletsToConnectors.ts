import type { HostWalletInfo } from '../../../shared/protocol/api'
import type { ConnectorInfo } from './connectorsSlice'

/** The rdns MetaMask's mobile app announces; on mobile it stands for the desktop one (docs/validation.md#connector-visibility). */
export const METAMASK_MOBILE_RDNS = 'io.metamask.mobile'
export const METAMASK_RDNS = 'io.metamask'
/** The name hosts give the legacy `window.ethereum` connector. */
export const BROWSER_WALLET_NAME = 'Browser Wallet'

export interface HostWalletRules {
  /** The visitor's device is a phone or tablet. */
  isMobile: boolean
  /** `enableEIP6963` (default true): announced wallets are listed. */
  enableEIP6963: boolean
}

/**
 * Turns the host page's wallets into connectors with the rules that depend on the wallet (docs/validation.md#connector-visibility)
 * itself: an injected connector named 'Browser Wallet' is hidden on desktop; on mobile the
 * MetaMask mobile rdns is treated as the desktop one; the Trust Wallet name becomes 'Trust';
 * announced wallets are left out when EIP-6963 is switched off. Every connector it returns is
 * `installed` (the host detected it), which is what lets a wallet without rdns be listed. The connector id is the rdns
 * (stable across reloads, unlike the per-page EIP-6963 uuid), or the uuid without one.
 *
 * @example
 * hostWalletsToConnectors([{ uuid: 'u', name: 'Trust Wallet', icon: '', rdns: 'com.trustwallet.app', type: 'ANNOUNCED' }], { isMobile: false, enableEIP6963: true })
 * // [{ id: 'com.trustwallet.app', name: 'Trust', type: 'ANNOUNCED', … }]
 */
export function hostWalletsToConnectors(wallets: readonly HostWalletInfo[], rules: HostWalletRules): ConnectorInfo[] {
  const out: ConnectorInfo[] = []
  for (const wallet of wallets) {
    if (wallet.type === 'ANNOUNCED' && !rules.enableEIP6963) continue
    if (wallet.type === 'INJECTED' && wallet.name === BROWSER_WALLET_NAME && !rules.isMobile) continue
    const rdns = rules.isMobile && wallet.rdns === METAMASK_MOBILE_RDNS ? METAMASK_RDNS : wallet.rdns
    out.push({
      id: connectorIdOf({ ...wallet, rdns }),
      name: normaliseWalletName(wallet.name),
      type: wallet.type,
      chain: 'eip155',
      imageUrl: wallet.icon || undefined,
      info: rdns ? { rdns } : {},
      installed: true,
    })
  }
  return out
}

/**
 * The connector id of a host wallet: its rdns, or its uuid when it has none.
 *
 * @example
 * connectorIdOf({ uuid: 'u1', rdns: 'io.metamask' }) // 'io.metamask'
 */
export function connectorIdOf(wallet: Pick<HostWalletInfo, 'uuid' | 'rdns'>): string {
  return wallet.rdns || wallet.uuid
}

/**
 * docs/validation.md#connector-visibility: the Trust Wallet connector is called 'Trust'; other names are kept.
 *
 * @example
 * normaliseWalletName('Trust Wallet') // 'Trust'
 */
export function normaliseWalletName(name: string): string {
  return /^trust\s*wallet$/i.test(name.trim()) ? 'Trust' : name
}

