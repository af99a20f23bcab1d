/** Which Bitcoin network an address or key belongs to. */
export type BitcoinNetworkKind = 'mainnet' | 'testnet' | 'regtest'

/** Address prefixes of one Bitcoin network, in the shape `@scure/btc-signer` takes as its `network`. */
export interface BitcoinNetworkParams {
  bech32: string
  pubKeyHash: number
  scriptHash: number
  wif: number
}

const PARAMS: Readonly<Record<BitcoinNetworkKind, BitcoinNetworkParams>> = {
  mainnet: { bech32: 'bc', pubKeyHash: 0x00, scriptHash: 0x05, wif: 0x80 },
  testnet: { bech32: 'tb', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef },
  // Regtest shares testnet's base58 prefixes and has its own bech32 prefix (Bitcoin Core's chainparams).
  regtest: { bech32: 'bcrt', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef },
}

/**
 * The address prefixes of a Bitcoin network: bech32 HRP (`bc`, `tb`, `bcrt`) and the base58
 * version bytes. The modal, the host and the local chain all encode addresses through this one
 * table, so a regtest address never passes for a testnet one.
 *
 * @example
 * p2wpkh(publicKey, bitcoinNetworkParams('regtest')).address // 'bcrt1q…'
 */
export function bitcoinNetworkParams(kind: BitcoinNetworkKind): BitcoinNetworkParams {
  return PARAMS[kind]
}
