// The `airlock/bitcoin` entry (and bitcoin.global.js, which extends window.Airlock): Airlock as a
// Wallet Standard wallet with the bitcoin features for Bitcoin dapps, apart from the size-budgeted main script.
export { registerBitcoinWallet, type BitcoinWalletOptions } from './bitcoin/registerBitcoinWallet'
export { AirlockBitcoinWallet, type BitcoinWalletHost, type BitcoinWalletAccount } from './bitcoin/AirlockBitcoinWallet'
