import { Constants } from '../constants'

/**
 * Shortens an address to its first 4 and last 6 characters (docs/constants.md#balances-and-formats); short strings stay whole.
 *
 * @example
 * truncateAddress('0x71C7656EC7ab88b098defB751B7401B5f6d8976F') // '0x71…d8976F'
 */
export function truncateAddress(address: string): string {
  const { addressHead, addressTail } = Constants
  if (address.length <= addressHead + addressTail + 1) return address
  return `${address.slice(0, addressHead)}…${address.slice(-addressTail)}`
}
