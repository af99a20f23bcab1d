import { blake2b } from '@noble/hashes/blake2.js'

/** twox128("System") ++ twox128("Account"): the storage prefix of every Substrate chain's account map. */
const SYSTEM_ACCOUNT_PREFIX = '26aa394eea5630e07c48ae0c9558cef7b99d880ec681799c0cf30e8886371da9'

/**
 * The storage key of an account's `System.Account` entry (nonce, reference counts, balances):
 * the pallet and item prefix, then the account id under the map's Blake2_128Concat hasher. What
 * `state_getStorage` takes to read a balance without `@polkadot/api`.
 *
 * @example
 * await rpc('state_getStorage', [systemAccountKey(ss58Decode(address)!.publicKey)])
 */
export function systemAccountKey(publicKey: Uint8Array): `0x${string}` {
  const hash = blake2b(publicKey, { dkLen: 16 })
  const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
  return `0x${SYSTEM_ACCOUNT_PREFIX}${hex(hash)}${hex(publicKey)}`
}
