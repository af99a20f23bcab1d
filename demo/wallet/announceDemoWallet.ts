import demoWalletMark from '../../services/fixtures/registry/marks/demo-wallet.svg?raw'
import type { DemoWalletProvider } from './createDemoWallet'

/** The demo wallet's EIP-6963 identity: the modal lists it under this name and rdns. */
export const DEMO_WALLET_INFO = {
  name: 'Airlock Demo Wallet',
  rdns: 'dev.airlock.demowallet',
  // EIP-6963 icons are data: URIs; the artwork is the mark the local registry serves for this wallet.
  icon: `data:image/svg+xml,${encodeURIComponent(demoWalletMark.trim())}`,
} as const

/**
 * Announces the demo wallet the way extensions do (EIP-6963): once now, and again on every
 * `eip6963:requestProvider`, so the Airlock host script finds it whether it loaded before or
 * after. Returns a function that stops answering requests (a wallet can't be un-announced).
 *
 * @example
 * const stop = announceDemoWallet(createDemoWallet({ … }))
 */
export function announceDemoWallet(provider: DemoWalletProvider, target: Window = window): () => void {
  const detail = Object.freeze({ info: Object.freeze({ uuid: crypto.randomUUID(), ...DEMO_WALLET_INFO }), provider })
  const announce = () => target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  target.addEventListener('eip6963:requestProvider', announce)
  announce()
  return () => target.removeEventListener('eip6963:requestProvider', announce)
}
