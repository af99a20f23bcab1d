/**
 * One Bitcoin address a wallet gives a dapp, in the shape Bitcoin wallet APIs use (sats-connect's
 * `getAccounts`, WalletConnect `bip122` `getAccountAddresses`): the payment address (native
 * segwit, BIP-84) comes first, the ordinals address (taproot, BIP-86) second.
 */
export interface BitcoinAccount {
  address: string
  /** Hex: the 33-byte compressed key for p2wpkh, the 32-byte x-only internal key for p2tr. */
  publicKey: string
  purpose: 'payment' | 'ordinals'
  addressType: 'p2wpkh' | 'p2tr'
  /** The BIP-32 path the key was derived at (m/84'/… or m/86'/…). */
  path: string
}
