import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex } from '@noble/hashes/utils.js'
import { p2tr, p2wpkh, utils } from '@scure/btc-signer'
import { secp256k1 } from '@noble/curves/secp256k1.js'
import { bitcoinNetworkParams } from '../../shared/bitcoin/bitcoinNetworkParams'

/** One funded test account of the local Bitcoin chain: a payment key (P2WPKH) and an ordinals key (P2TR). */
export interface BitcoinTestAccount {
  /** Hex of the payment key's 32-byte secret. */
  paymentKey: string
  paymentPublicKey: string
  paymentAddress: string
  /** Hex of the ordinals key's 32-byte secret (taproot internal key, BIP-86: no script tree). */
  ordinalsKey: string
  ordinalsPublicKey: string
  ordinalsAddress: string
}

/** What each test address holds at start: 1 BTC, in one coinbase output. */
export const BITCOIN_TEST_SATS = 100_000_000n

function account(i: number): BitcoinTestAccount {
  const network = bitcoinNetworkParams('regtest')
  const paymentKey = sha256(new TextEncoder().encode(`airlock bitcoin test account ${i} payment`))
  const ordinalsKey = sha256(new TextEncoder().encode(`airlock bitcoin test account ${i} ordinals`))
  const paymentPublicKey = secp256k1.getPublicKey(paymentKey, true)
  const ordinalsPublicKey = utils.pubSchnorr(ordinalsKey)
  return {
    paymentKey: bytesToHex(paymentKey),
    paymentPublicKey: bytesToHex(paymentPublicKey),
    paymentAddress: p2wpkh(paymentPublicKey, network).address!,
    ordinalsKey: bytesToHex(ordinalsKey),
    ordinalsPublicKey: bytesToHex(ordinalsPublicKey),
    ordinalsAddress: p2tr(ordinalsPublicKey, undefined, network).address!,
  }
}

/**
 * The local chain's test accounts: two, each key's secret sha256(`airlock bitcoin test account
 * <i> payment|ordinals`), both addresses funded with {@link BITCOIN_TEST_SATS} at start. The e2e
 * page's Wallet Standard test wallet signs with account 0.
 */
export const bitcoinTestAccounts: readonly BitcoinTestAccount[] = [account(0), account(1)]
