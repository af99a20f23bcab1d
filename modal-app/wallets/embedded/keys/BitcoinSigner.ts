import type { BitcoinAccount } from '../../../../shared/bitcoin/BitcoinAccount'
import type { BitcoinNetworkKind } from '../../../../shared/bitcoin/bitcoinNetworkParams'

/** Which inputs of a PSBT one of the visitor's addresses is asked to sign. */
export interface PsbtSigningRequest {
  address: string
  indexes: readonly number[]
}

/**
 * The embedded wallet's signer on Bitcoin: the payment (BIP-84, native segwit) and ordinals
 * (BIP-86, taproot) keys of each network, derived from the visitor's key and reachable only
 * through these methods. Every method takes the network, because an address and its coin type
 * differ between mainnet and the test networks.
 */
export interface BitcoinSigner {
  /** Payment first, then ordinals. */
  accounts(network: BitcoinNetworkKind): BitcoinAccount[]
  /**
   * Signs the named inputs of a PSBT (each must spend the named address's own script) and
   * returns the PSBT, finalized when `finalize`; refuses an input that is not the address's.
   */
  signPsbt(psbt: Uint8Array, network: BitcoinNetworkKind, inputs: readonly PsbtSigningRequest[], finalize: boolean): Uint8Array
  /** A BIP-322 simple proof (any of the two addresses) or a legacy ECDSA signature (payment address only), base64. */
  signMessage(message: string, address: string, network: BitcoinNetworkKind, protocol: 'bip322' | 'ecdsa'): string
}
