import type { BitcoinTransferParams } from '../params'
import { namedObject, refuse } from './decoders'

/**
 * Decodes sendTransfer's `{ recipientAddress, amount, account? }`: the recipient a string, the
 * amount whole satoshis above zero (a decimal string, or a safe integer, read as its digits); else
 * -32602. Whether the recipient is an address of the request's network is the transfer plan's
 * check, which the approval shows and the wallet repeats.
 *
 * @example
 * decodeBitcoinTransfer({ recipientAddress: 'bcrt1q…', amount: '150000' }).amount // '150000'
 */
export function decodeBitcoinTransfer(params: unknown): BitcoinTransferParams {
  const named = namedObject('sendTransfer', params)
  if (typeof named.recipientAddress !== 'string' || typeof named.amount !== 'string' || !/^[1-9]\d*$/.test(named.amount)) refuse('sendTransfer needs { recipientAddress, amount: whole satoshis as a decimal string }')
  return named as BitcoinTransferParams
}
