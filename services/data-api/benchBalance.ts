import type { Address } from 'viem'

/** What the benchmark needs from a running stack. */
export interface BenchTarget {
  dataApiUrl: string
  accounts: readonly Address[]
}

function percentile(sorted: readonly number[], p: number): number {
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  return sorted[i]!
}

/**
 * Measures `GET /v1/account/{address}/balance` over real HTTP on loopback: test account 0 on
 * chain 1, which holds two tokens (ETH and AUSD), 200 sequential requests after 20 warm-up
 * ones. Returns the 50th and 99th percentile latency in milliseconds (`npm run bench` reports
 * p50 as `balanceP50Ms`). Throws if any response is not 200 with two balances.
 *
 * @example
 * const stack = await startStack({ profile: 'test' })
 * const { p50, p99 } = await benchBalance(stack)
 */
export async function benchBalance(stack: BenchTarget, requests = 200, projectId = 'airlock-demo'): Promise<{ p50: number; p99: number }> {
  const url = `${stack.dataApiUrl}/v1/account/${stack.accounts[0]}/balance?projectId=${projectId}&currency=usd&chainId=eip155:1&forceUpdate=true`
  const once = async (): Promise<number> => {
    const start = performance.now()
    const res = await fetch(url)
    const body = (await res.json()) as { balances?: unknown[] }
    const ms = performance.now() - start
    if (res.status !== 200 || body.balances?.length !== 2) throw new Error(`balance bench: unexpected response ${res.status} ${JSON.stringify(body).slice(0, 200)}`)
    return ms
  }
  for (let i = 0; i < 20; i++) await once()
  const times: number[] = []
  for (let i = 0; i < requests; i++) times.push(await once())
  times.sort((a, b) => a - b)
  const round = (n: number): number => Math.round(n * 100) / 100
  return { p50: round(percentile(times, 50)), p99: round(percentile(times, 99)) }
}
