import { Constants } from '../../shared/constants'

/**
 * Shortens an address the way the modal shows it (SPEC.md §9: first 4 and last 6 characters), so
 * the demo header and the modal agree.
 *
 * @example
 * truncateAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266') // '0xf3…b92266'
 */
export function truncateAddress(address: string): string {
  const { addressHead, addressTail } = Constants
  if (address.length <= addressHead + addressTail + 1) return address
  return `${address.slice(0, addressHead)}…${address.slice(-addressTail)}`
}
