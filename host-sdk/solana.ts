// The `airlock/solana` entry (and solana.global.js, which extends window.Airlock): Airlock as a
// Wallet Standard wallet for Solana dapps, apart from the size-budgeted main script.
export { registerSolanaWallet, type SolanaWalletOptions } from './solana/registerSolanaWallet'
export { AirlockSolanaWallet, type SolanaWalletHost } from './solana/AirlockSolanaWallet'
