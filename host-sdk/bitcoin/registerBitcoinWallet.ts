import type { WalletIcon } from '@wallet-standard/base'
import { registerWallet } from '@wallet-standard/wallet'
import type { AirlockNetwork } from '../../shared/networks/networks'
import { AirlockBitcoinWallet, type BitcoinWalletHost } from './AirlockBitcoinWallet'
import { bitcoinChains } from './bitcoinChains'
import { proxyHostBitcoinWallets } from './proxyHostBitcoinWallets'

/** The Airlock mark in the base64 data: URI Wallet Standard wants. */
const ICON = `data:image/svg+xml;base64,${btoa("<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'><rect width='32' height='32' rx='8' fill='#667dff'/><path d='M9 22 16 8l7 14h-4l-3-6-3 6z' fill='#fff'/></svg>")}` as WalletIcon

export interface BitcoinWalletOptions {
  /** The same networks the modal was created with. */
  networks: readonly AirlockNetwork[]
  name?: string
  icon?: WalletIcon
}

/**
 * Registers the Airlock modal as a Wallet Standard wallet with the bitcoin features for the
 * page's Bitcoin dapp code, when the options configure a Bitcoin network. Lives in its own entry
 * (`airlock/bitcoin`, `bitcoin.global.js`) so dapps without Bitcoin pay nothing for it. Returns
 * the wallet, or undefined when there is no Bitcoin network. The page's other Bitcoin Wallet
 * Standard wallets are proxied to the modal's Connect view (`proxyHostBitcoinWallets`).
 *
 * @example
 * const modal = createModal(options)
 * registerBitcoinWallet(modal, options)
 */
export function registerBitcoinWallet(modal: BitcoinWalletHost, options: BitcoinWalletOptions): AirlockBitcoinWallet | undefined {
  const chains = bitcoinChains(options.networks)
  if (chains.names.length === 0) return undefined
  const wallet = new AirlockBitcoinWallet(modal, chains, { name: options.name ?? 'Airlock', icon: options.icon ?? ICON })
  registerWallet(wallet)
  // The page's own Bitcoin wallets are offered in the modal, as its EIP-6963 wallets are.
  proxyHostBitcoinWallets(wallet)
  return wallet
}
