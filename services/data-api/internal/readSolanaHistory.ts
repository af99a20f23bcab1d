import type { PriceTable, Transaction } from '../types'
import { HttpError } from './HttpError'
import { priceOf } from './chainSet'

interface TokenBalanceMeta {
  owner?: string
  mint: string
  uiTokenAmount: { amount: string; decimals: number; uiAmountString?: string }
}

interface ParsedTransaction {
  blockTime: number | null
  meta: { err: unknown; preBalances: number[]; postBalances: number[]; fee: number; preTokenBalances?: TokenBalanceMeta[]; postTokenBalances?: TokenBalanceMeta[] } | null
  transaction: { message: { accountKeys: Array<{ pubkey: string } | string> } }
}

const KNOWN_SYMBOLS: Record<string, string> = { '6xDEAVT7iouxZpN9wY6rWuiA69iFuCxHqxLrMosBCEtK': 'AUSD' }

/**
 * A Solana address's latest transactions (up to 10) from a Solana RPC endpoint, in the docs/entities.md#transaction
 * transaction shape the activity list reads: `getSignaturesForAddress`, then each transaction
 * (jsonParsed) in one batch; the transfers are the address's own SOL change (the fee left out
 * when it paid) and its token changes by mint, each in or out. A node that does not answer is a 502.
 *
 * @example
 * await readSolanaHistory('http://127.0.0.1:8899', 'solana:EtWT…', '9Ceu…', { SOL: 150 })
 */
export async function readSolanaHistory(rpcUrl: string, caip: string, address: string, prices: PriceTable): Promise<Transaction[]> {
  const call = async (body: unknown) => {
    try {
      const response = await fetch(rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), signal: AbortSignal.timeout(5_000) })
      return (await response.json()) as unknown
    } catch (cause) {
      throw new HttpError(502, 'Chain Unavailable', `Chain ${caip} did not answer: ${(cause as Error).message}`)
    }
  }
  const listed = (await call({ jsonrpc: '2.0', id: 1, method: 'getSignaturesForAddress', params: [address, { limit: 10, commitment: 'confirmed' }] })) as { result?: Array<{ signature: string }> }
  const signatures = (listed.result ?? []).map((s) => s.signature)
  if (signatures.length === 0) return []
  const answers = (await call(
    signatures.map((signature, id) => ({ jsonrpc: '2.0', id, method: 'getTransaction', params: [signature, { encoding: 'jsonParsed', maxSupportedTransactionVersion: 0, commitment: 'confirmed' }] })),
  )) as Array<{ id: number; result?: ParsedTransaction | null }>
  const out: Transaction[] = []
  for (const { id, result } of [...answers].sort((a, b) => a.id - b.id)) {
    if (!result?.meta) continue
    const keys = result.transaction.message.accountKeys.map((k) => (typeof k === 'string' ? k : k.pubkey))
    const index = keys.indexOf(address)
    const transfers: Transaction['transfers'] = []
    let counterparty = keys.find((k, i) => i !== index && i < result.meta!.postBalances.length && result.meta!.postBalances[i] !== result.meta!.preBalances[i]) ?? ''
    if (index >= 0) {
      const fee = index === 0 ? result.meta.fee : 0
      const lamports = (result.meta.postBalances[index] ?? 0) - (result.meta.preBalances[index] ?? 0) + fee
      if (lamports !== 0) transfers.push(transfer('SOL', 'Solana', lamports / 1e9, prices))
    }
    const delta = new Map<string, { amount: bigint; decimals: number }>()
    const add = (list: TokenBalanceMeta[] | undefined, sign: 1n | -1n) => {
      for (const b of list ?? []) {
        if (b.owner !== address) continue
        const entry = delta.get(b.mint) ?? { amount: 0n, decimals: b.uiTokenAmount.decimals }
        entry.amount += sign * BigInt(b.uiTokenAmount.amount)
        delta.set(b.mint, entry)
      }
    }
    add(result.meta.postTokenBalances, 1n)
    add(result.meta.preTokenBalances, -1n)
    for (const [mint, { amount, decimals }] of delta) {
      if (amount === 0n) continue
      const symbol = KNOWN_SYMBOLS[mint] ?? `${mint.slice(0, 4)}…`
      transfers.push(transfer(symbol, symbol, Number(amount) / 10 ** decimals, prices))
      const other = [...(result.meta.postTokenBalances ?? [])].find((b) => b.mint === mint && b.owner && b.owner !== address)?.owner
      if (other) counterparty = other
    }
    const outgoing = transfers.some((t) => t.direction === 'out')
    out.push({
      id: signatures[id]!,
      metadata: {
        operationType: outgoing ? 'send' : 'receive',
        hash: signatures[id]!,
        minedAt: new Date((result.blockTime ?? 0) * 1000).toISOString(),
        sentFrom: outgoing ? address : counterparty,
        sentTo: outgoing ? counterparty : address,
        status: result.meta.err ? 'failed' : 'confirmed',
        chain: caip,
      },
      transfers,
    })
  }
  return out
}

function transfer(symbol: string, name: string, amount: number, prices: PriceTable): Transaction['transfers'][number] {
  const price = priceOf(prices, symbol)
  const numeric = String(Math.abs(amount))
  return { fungible_info: { name, symbol }, direction: amount < 0 ? 'out' : 'in', quantity: { numeric }, value: Math.abs(amount) * price, price }
}
