import { numberToHex, type Address, type Hex } from 'viem'
import type { UserOperationReceipt } from 'viem/account-abstraction'

/** EIP-5792 `wallet_getCallsStatus` answer (v2). */
export interface CallsStatus {
  version: '2.0.0'
  id: Hex
  chainId: Hex
  /** 100 pending, 200 confirmed, 500 reverted on chain (as a whole: the batch is atomic). */
  status: 100 | 200 | 500
  atomic: true
  receipts?: { logs: { address: Address; data: Hex; topics: Hex[] }[]; status: Hex; blockHash: Hex; blockNumber: Hex; gasUsed: Hex; transactionHash: Hex }[]
}

/**
 * The EIP-5792 status of a batch from its user operation's receipt (null: still pending). The
 * receipt's logs are the operation's own, not the whole bundle's.
 *
 * @example
 * callsStatus(hash, 1, null).status // 100
 */
export function callsStatus(id: Hex, chainId: number, receipt: UserOperationReceipt | null): CallsStatus {
  const base = { version: '2.0.0', id, chainId: numberToHex(chainId), atomic: true } as const
  if (!receipt) return { ...base, status: 100 }
  const tx = receipt.receipt
  return {
    ...base,
    status: receipt.success ? 200 : 500,
    receipts: [
      {
        logs: receipt.logs.map((log) => ({ address: log.address, data: log.data, topics: [...log.topics] as Hex[] })),
        status: receipt.success ? '0x1' : '0x0',
        blockHash: tx.blockHash,
        blockNumber: numberToHex(tx.blockNumber),
        gasUsed: numberToHex(receipt.actualGasUsed),
        transactionHash: tx.transactionHash,
      },
    ],
  }
}
