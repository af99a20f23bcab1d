import { decodeEventLog, erc20Abi, formatUnits, getAddress, TransactionNotFoundError, TransactionReceiptNotFoundError, type Address, type Hash } from 'viem'
import type { ChainEntry } from '../internal/chainSet'

/** One log of a transaction, as the explorer page lists it. */
export interface ExplorerLog {
  address: Address
  /** The event's first topic (its signature hash), when it has one. */
  topic?: string
  /** A configured token's Transfer, decoded. */
  transfer?: { from: Address; to: Address; amount: string; symbol: string }
}

/** What the local explorer shows about one transaction. */
export interface ExplorerTx {
  hash: Hash
  status: 'success' | 'reverted' | 'pending'
  blockNumber?: bigint
  from: Address
  /** `null` for a contract creation. */
  to: Address | null
  /** The contract a creation deployed, when mined. */
  created?: Address
  /** The value in the chain's native unit, formatted. */
  value: string
  symbol: string
  gasUsed?: bigint
  logs: ExplorerLog[]
}

const notFound = (e: unknown) => e instanceof TransactionNotFoundError || e instanceof TransactionReceiptNotFoundError

/**
 * Reads one transaction of a local chain over its JSON-RPC (`eth_getTransactionByHash` and, once
 * mined, its receipt): status, block, sender, recipient, value, gas used and a summary of each
 * log (a configured token's Transfer decoded with its symbol). `undefined` when the chain has no
 * such transaction; a chain that does not answer throws.
 *
 * @example
 * const tx = await readExplorerTx(chain, '0x5c50…')
 * tx?.status // 'success'
 */
export async function readExplorerTx(chain: ChainEntry, hash: Hash): Promise<ExplorerTx | undefined> {
  let tx
  try {
    tx = await chain.client.getTransaction({ hash })
  } catch (e) {
    if (notFound(e)) return undefined
    throw e
  }
  let receipt
  try {
    receipt = tx.blockNumber === null ? undefined : await chain.client.getTransactionReceipt({ hash })
  } catch (e) {
    if (!notFound(e)) throw e
  }
  const tokens = new Map(chain.tokens.map((t) => [t.address.toLowerCase(), t]))
  const logs: ExplorerLog[] = (receipt?.logs ?? []).map((log) => {
    const entry: ExplorerLog = { address: getAddress(log.address), ...(log.topics[0] ? { topic: log.topics[0] } : {}) }
    const token = tokens.get(log.address.toLowerCase())
    if (token) {
      try {
        const ev = decodeEventLog({ abi: erc20Abi, eventName: 'Transfer', topics: log.topics, data: log.data })
        entry.transfer = { from: ev.args.from, to: ev.args.to, amount: formatUnits(ev.args.value, token.decimals), symbol: token.symbol }
      } catch {
        // Another event of the token: listed by its topic only.
      }
    }
    return entry
  })
  return {
    hash: tx.hash,
    status: receipt ? receipt.status : 'pending',
    ...(tx.blockNumber !== null ? { blockNumber: tx.blockNumber } : {}),
    from: getAddress(tx.from),
    to: tx.to ? getAddress(tx.to) : null,
    ...(receipt?.contractAddress ? { created: getAddress(receipt.contractAddress) } : {}),
    value: formatUnits(tx.value, chain.native.decimals),
    symbol: chain.native.symbol,
    ...(receipt ? { gasUsed: receipt.gasUsed } : {}),
    logs,
  }
}
