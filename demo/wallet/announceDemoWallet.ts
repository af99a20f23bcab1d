import type { DemoWalletProvider } from './createDemoWallet'

/** The demo wallet's EIP-6963 identity: the modal lists it under this name and rdns. */
export const DEMO_WALLET_INFO = {
  name: 'Airlock Demo Wallet',
  rdns: 'dev.airlock.demowallet',
  icon:
    "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='8' fill='%23e8833a'/%3E%3Cpath d='M8 11h16v12H8zM8 11l3-4h10l3 4M20 17h.01' stroke='white' stroke-width='2.2' fill='none' stroke-linejoin='round' stroke-linecap='round'/%3E%3C/svg%3E",
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
