import { Constants } from '../../../shared/constants'
import { readFromNetwork } from '../../clients/chainRpc/readFromNetwork'

/** One log of a receipt, as the node sends it. */
export interface ReceiptLog {
  address: `0x${string}`
  topics: [`0x${string}`, ...`0x${string}`[]] | []
  data: `0x${string}`
}

/** The receipt fields the swap needs: whether it succeeded, and its logs (what it paid out). */
export interface MinedReceipt {
  status: 'success' | 'reverted'
  blockNumber: bigint
  logs: ReceiptLog[]
}

/** A transaction that was not mined within the receipt wait (docs/constants.md#timing). */
export class ReceiptTimeoutError extends Error {
  override name = 'ReceiptTimeoutError'
  readonly code = 'RECEIPT_TIMEOUT'
}

/**
 * Polls the network's RPC endpoint for a transaction's receipt until it is mined or the docs/constants.md#timing
 * receipt wait (25 s) is over, then says whether it succeeded or reverted, with its logs.
 *
 * @example
 * const { status } = await waitForReceipt('http://127.0.0.1:8545', hash)
 */
export async function waitForReceipt(rpcUrl: string | undefined, hash: string, options: { timeoutMs?: number; intervalMs?: number } = {}): Promise<MinedReceipt> {
  const deadline = Date.now() + (options.timeoutMs ?? Constants.receiptWaitMs)
  for (;;) {
    const receipt = (await readFromNetwork(rpcUrl, 'eth_getTransactionReceipt', [hash])) as { status?: string; blockNumber?: string; logs?: ReceiptLog[] } | null
    if (receipt?.blockNumber) return { status: receipt.status === '0x1' ? 'success' : 'reverted', blockNumber: BigInt(receipt.blockNumber), logs: Array.isArray(receipt.logs) ? receipt.logs : [] }
    if (Date.now() > deadline) throw new ReceiptTimeoutError(`Transaction ${hash} was not mined within ${options.timeoutMs ?? Constants.receiptWaitMs} ms`)
    await new Promise((r) => setTimeout(r, options.intervalMs ?? 400))
  }
}
