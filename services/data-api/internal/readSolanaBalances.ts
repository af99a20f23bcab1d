import { formatUnits } from 'viem'
import { solanaTestMint } from '../../solana/testAccounts'
import type { PriceTable, TokenBalance } from '../types'
import { HttpError } from './HttpError'
import { priceOf } from './chainSet'
import { genericTokenIcon } from './icons'

const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
/** Mints the service names (the local chain's test token); others are listed by their mint. */
const KNOWN_MINTS: Record<string, { name: string; symbol: string }> = { [solanaTestMint.address]: { name: 'Airlock USD', symbol: solanaTestMint.symbol } }

interface ParsedTokenAccount {
  account: { data: { parsed: { info: { mint: string; tokenAmount: { amount: string; decimals: number } } } } }
}

/**
 * Reads a Solana address's SOL and SPL token balances from a Solana RPC endpoint (one JSON-RPC
 * batch: `getBalance` and `getTokenAccountsByOwner` of the Token program, jsonParsed), in the docs/entities.md#tokens
 * balance shape the EVM chains answer with: SOL always, tokens only when held, CAIP-10 token
 * addresses by mint. A node that does not answer becomes a 502.
 *
 * @example
 * await readSolanaBalances('http://127.0.0.1:8899', 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', '9Ceu…', { SOL: 150 })
 */
export async function readSolanaBalances(rpcUrl: string, caip: string, address: string, prices: PriceTable): Promise<TokenBalance[]> {
  let answers: Array<{ id: number; result?: unknown; error?: { message: string } }>
  try {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([
        { jsonrpc: '2.0', id: 1, method: 'getBalance', params: [address, { commitment: 'confirmed' }] },
        { jsonrpc: '2.0', id: 2, method: 'getTokenAccountsByOwner', params: [address, { programId: TOKEN_PROGRAM }, { encoding: 'jsonParsed', commitment: 'confirmed' }] },
      ]),
      signal: AbortSignal.timeout(5_000),
    })
    answers = (await response.json()) as typeof answers
  } catch (cause) {
    throw new HttpError(502, 'Chain Unavailable', `Chain ${caip} did not answer: ${(cause as Error).message}`)
  }
  const byId = new Map(answers.map((a) => [a.id, a]))
  const lamports = (byId.get(1)?.result as { value?: number } | undefined)?.value
  const accounts = (byId.get(2)?.result as { value?: ParsedTokenAccount[] } | undefined)?.value
  if (typeof lamports !== 'number' || !Array.isArray(accounts)) throw new HttpError(502, 'Chain Unavailable', `Chain ${caip} answered: ${byId.get(1)?.error?.message ?? byId.get(2)?.error?.message ?? 'no balance'}`)
  const balance = (name: string, symbol: string, decimals: number, raw: bigint, mint?: string): TokenBalance => {
    const numeric = formatUnits(raw, decimals)
    const price = priceOf(prices, symbol)
    return { name, symbol, chainId: caip, ...(mint ? { address: `${caip}:${mint}` } : {}), value: Number(numeric) * price, price, quantity: { decimals: String(decimals), numeric }, iconUrl: genericTokenIcon }
  }
  const out = [balance('Solana', 'SOL', 9, BigInt(lamports))]
  const held = new Map<string, { raw: bigint; decimals: number }>()
  for (const { account } of accounts) {
    const { mint, tokenAmount } = account.data.parsed.info
    const entry = held.get(mint) ?? { raw: 0n, decimals: tokenAmount.decimals }
    entry.raw += BigInt(tokenAmount.amount)
    held.set(mint, entry)
  }
  for (const [mint, { raw, decimals }] of held) {
    if (raw === 0n || decimals === 0) continue
    const known = KNOWN_MINTS[mint]
    out.push(balance(known?.name ?? mint, known?.symbol ?? `${mint.slice(0, 4)}…`, decimals, raw, mint))
  }
  return out
}
