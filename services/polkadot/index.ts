export { startPolkadot, type RunningPolkadot, type StartPolkadotOptions } from './startPolkadot'
export { polkadotTestAccounts, POLKADOT_TEST_PLANCK, POLKADOT_GENESIS_HASH, type PolkadotTestAccount } from './testAccounts'
