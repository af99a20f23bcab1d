/**
 * `airlock/solana`: Airlock as a Wallet Standard wallet for Solana dapps
 * ({@link registerSolanaWallet}), apart from the size-budgeted main script; `solana.global.js` is
 * the same for script tags, extending `window.Airlock`.
 *
 * @module airlock/solana
 */
export { registerSolanaWallet, type SolanaWalletOptions } from './solana/registerSolanaWallet'
export { AirlockSolanaWallet, type SolanaWalletHost } from './solana/AirlockSolanaWallet'
