import { truncateAddress } from '../../../shared/format/truncateAddress'

/** Hex characters an EVM counterparty keeps after `0x`, and at its end. */
const EVM_HEAD = 4
const EVM_TAIL = 6

/**
 * How Activity writes a counterparty: an EVM address keeps `0x`, its first 4 and last 6 hex
 * characters (`0x7099…dc79C8`), since the shorter form (docs/constants.md#balances-and-formats) (`0x70…dc79C8`) is what an
 * address-poisoning look-alike copies: a vanity address matching the first 2 and last 6 is
 * cheap, one matching 10 hex characters is not. Other namespaces (base58) keep the form (docs/constants.md#chains),
 * already 10 characters.
 *
 * @example
 * formatCounterparty('0x70997970C51812dc3A010C7d01b50e0d17dc79C8') // '0x7099…dc79C8'
 */
export function formatCounterparty(address: string): string {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return truncateAddress(address)
  return `${address.slice(0, 2 + EVM_HEAD)}…${address.slice(-EVM_TAIL)}`
}
