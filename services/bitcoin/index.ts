export { startBitcoin, LOCAL_FEE_ESTIMATES, type RunningBitcoin, type StartBitcoinOptions } from './startBitcoin'
export { bitcoinTestAccounts, BITCOIN_TEST_SATS, type BitcoinTestAccount } from './testAccounts'
