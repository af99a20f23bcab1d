import type { WalletIcon } from '@wallet-standard/base'
import { registerWallet } from '@wallet-standard/wallet'
import type { AirlockNetwork } from '../../shared/networks/networks'
import { AirlockSolanaWallet, type SolanaWalletHost } from './AirlockSolanaWallet'
import { proxyHostSolanaWallets } from './proxyHostSolanaWallets'
import { solanaChains } from './solanaChains'

/** The Airlock mark (the EIP-6963 icon's drawing) in the base64 data: URI Wallet Standard wants. */
const ICON = `data:image/svg+xml;base64,${btoa("<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'><rect width='32' height='32' rx='8' fill='#667dff'/><path d='M9 22 16 8l7 14h-4l-3-6-3 6z' fill='#fff'/></svg>")}` as WalletIcon

export interface SolanaWalletOptions {
  /** The same networks and RPC overrides the modal was created with. */
  networks: readonly AirlockNetwork[]
  customRpcUrls?: Record<string, string>
  name?: string
  icon?: WalletIcon
}

/**
 * Registers the Airlock modal as a Wallet Standard wallet for the page's Solana dapp code (what
 * `@solana/wallet-adapter` and `@wallet-standard/app` discover), when the options configure a
 * Solana network. Lives in its own entry (`airlock/solana`, `solana.global.js`) so dapps without
 * Solana pay nothing for it. Returns the wallet, or undefined when there is no Solana network.
 *
 * @example
 * const modal = createModal(options)
 * registerSolanaWallet(modal, options)
 */
export function registerSolanaWallet(modal: SolanaWalletHost, options: SolanaWalletOptions): AirlockSolanaWallet | undefined {
  const chains = solanaChains(options.networks, options.customRpcUrls)
  if (chains.names.length === 0) return undefined
  const wallet = new AirlockSolanaWallet(modal, chains, { name: options.name ?? 'Airlock', icon: options.icon ?? ICON })
  registerWallet(wallet)
  // The page's own Solana wallets are offered in the modal, as its EIP-6963 wallets are.
  proxyHostSolanaWallets(wallet)
  return wallet
}
