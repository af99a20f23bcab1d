import { formatBalance } from './formatBalance'

/** What the Connection card shows for a Solana account: SOL and the test token, formatted. */
export interface SolanaBalances {
  /** e.g. "2.0000 SOL". */
  sol: string
  /** e.g. "1,000,000.00 AUSD", or a word on why there is none. */
  token: string
}

/** The local chain's test token "AUSD" (services/solana/testAccounts.ts: its mint address is fixed). */
const AUSD_MINT = '6xDEAVT7iouxZpN9wY6rWuiA69iFuCxHqxLrMosBCEtK'
const AUSD_DECIMALS = 6

/**
 * Reads `address`'s SOL and AUSD balances from the Solana JSON-RPC at `rpcUrl` (`getBalance`,
 * `getTokenAccountsByOwner`). The page reads the chain itself: the EIP-1193 provider answers
 * eip155 reads only, and a balance is public data, no wallet needed. Rejects when the chain
 * doesn't answer.
 *
 * @example
 * const { sol, token } = await readSolanaBalances(env.solanaRpcUrl, state.address)
 */
export async function readSolanaBalances(rpcUrl: string, address: string, fetchImpl: typeof fetch = fetch): Promise<SolanaBalances> {
  const call = async <T>(method: string, params: unknown[]): Promise<T> => {
    const response = await fetchImpl(rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) })
    const body = (await response.json()) as { result?: T; error?: { message?: string } }
    if (!response.ok || body.error || body.result === undefined) throw new Error(`${method} failed: ${body.error?.message ?? response.status}`)
    return body.result
  }
  const [lamports, tokens] = await Promise.all([
    call<{ value: number }>('getBalance', [address, { commitment: 'confirmed' }]),
    call<{ value: { account: { data: { parsed: { info: { tokenAmount: { amount: string } } } } } }[] }>('getTokenAccountsByOwner', [
      address,
      { mint: AUSD_MINT },
      { encoding: 'jsonParsed', commitment: 'confirmed' },
    ]),
  ])
  const units = tokens.value.reduce((sum, entry) => sum + BigInt(entry.account.data.parsed.info.tokenAmount.amount), 0n)
  return {
    sol: `${formatBalance(BigInt(lamports.value), 9, 4)} SOL`,
    token: tokens.value.length ? `${formatBalance(units, AUSD_DECIMALS, 2)} AUSD` : '0.00 AUSD',
  }
}
