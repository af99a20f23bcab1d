/** One account's change in a simulated transaction: SOL in lamports, or a token in base units. */
export interface BalanceChange {
  owner: string
  /** Absent for SOL; the token's mint otherwise. */
  mint?: string
  /** Lamports for SOL, base units for a token (negative: the account pays). */
  delta: bigint
  decimals: number
}

interface TokenBalance {
  accountIndex: number
  mint: string
  owner?: string
  uiTokenAmount: { amount: string; decimals: number }
}

/** What `simulateTransaction` answers that this reads (the local chain and nodes with balance reporting). */
export interface SimulationValue {
  err: unknown
  preBalances?: number[] | null
  postBalances?: number[] | null
  preTokenBalances?: TokenBalance[] | null
  postTokenBalances?: TokenBalance[] | null
}

/**
 * The balance changes a simulation shows, per account: SOL for every static account key whose
 * lamports change, tokens per owner and mint (from the token balances before and after, so a
 * token account the transaction creates counts from zero). Undefined when the node reported no
 * balances (the view then says it can't show them rather than showing none).
 *
 * @example
 * balanceChanges(tx.accountKeys, simulation.value) // [{ owner, delta: -1005000n, decimals: 9 }, …]
 */
export function balanceChanges(accountKeys: readonly string[], value: SimulationValue): BalanceChange[] | undefined {
  const { preBalances, postBalances } = value
  if (!Array.isArray(preBalances) || !Array.isArray(postBalances)) return undefined
  const changes: BalanceChange[] = []
  accountKeys.forEach((owner, i) => {
    const delta = BigInt(postBalances[i] ?? 0) - BigInt(preBalances[i] ?? 0)
    if (delta !== 0n) changes.push({ owner, delta, decimals: 9 })
  })
  const tokens = new Map<string, BalanceChange>()
  const add = (balances: TokenBalance[] | null | undefined, sign: 1n | -1n) => {
    for (const b of balances ?? []) {
      const owner = b.owner ?? accountKeys[b.accountIndex] ?? `#${b.accountIndex}`
      const key = `${owner}|${b.mint}`
      const entry = tokens.get(key) ?? { owner, mint: b.mint, delta: 0n, decimals: b.uiTokenAmount.decimals }
      entry.delta += sign * BigInt(b.uiTokenAmount.amount)
      tokens.set(key, entry)
    }
  }
  add(value.postTokenBalances, 1n)
  add(value.preTokenBalances, -1n)
  for (const change of tokens.values()) if (change.delta !== 0n) changes.push(change)
  return changes
}
