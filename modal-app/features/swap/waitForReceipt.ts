import { Constants } from '../../../shared/constants'
import { readFromNetwork } from '../../clients/chainRpc/readFromNetwork'

/** The receipt fields the swap needs. */
export interface MinedReceipt {
  status: 'success' | 'reverted'
  blockNumber: bigint
}

/** A transaction that was not mined within the receipt wait (docs/constants.md#timing). */
export class ReceiptTimeoutError extends Error {
  override name = 'ReceiptTimeoutError'
  readonly code = 'RECEIPT_TIMEOUT'
}

/**
 * Polls the network's RPC endpoint for a transaction's receipt until it is mined or the docs/constants.md#timing
 * receipt wait (25 s) is over, then says whether it succeeded or reverted.
 *
 * @example
 * const { status } = await waitForReceipt('http://127.0.0.1:8545', hash)
 */
export async function waitForReceipt(rpcUrl: string | undefined, hash: string, options: { timeoutMs?: number; intervalMs?: number } = {}): Promise<MinedReceipt> {
  const deadline = Date.now() + (options.timeoutMs ?? Constants.receiptWaitMs)
  for (;;) {
    const receipt = (await readFromNetwork(rpcUrl, 'eth_getTransactionReceipt', [hash])) as { status?: string; blockNumber?: string } | null
    if (receipt?.blockNumber) return { status: receipt.status === '0x1' ? 'success' : 'reverted', blockNumber: BigInt(receipt.blockNumber) }
    if (Date.now() > deadline) throw new ReceiptTimeoutError(`Transaction ${hash} was not mined within ${options.timeoutMs ?? Constants.receiptWaitMs} ms`)
    await new Promise((r) => setTimeout(r, options.intervalMs ?? 400))
  }
}
