import type { BitcoinNetworkKind } from './bitcoinNetworkParams'

/**
 * The genesis block hash of each Bitcoin network (big-endian hex as explorers show it). A
 * CAIP-2 `bip122` reference is its first 32 characters (BIP-122), which is how the modal maps a
 * chain id to mainnet, testnet or regtest.
 */
export const BITCOIN_GENESIS_HASHES: Readonly<Record<BitcoinNetworkKind, string>> = {
  mainnet: '000000000019d6689c085ae165831e934ff763ae46a2a6c172b3f1b60a8ce26f',
  testnet: '000000000933ea01ad0ee984209779baaec3ced90fa3f408719526f8d77f4943',
  regtest: '0f9188f13cb7b2c71f2a335e3a4fc328bf5beb436012afca590b1a11466e2206',
}
