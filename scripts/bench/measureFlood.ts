import type { Page } from '@playwright/test'

type Win = { modal: { provider: { request(a: { method: string }): Promise<unknown> } } }

/** What became of a flood of concurrent calls. */
export interface FloodResult {
  count: number
  /** Calls answered with the right result. */
  answered: number
  /** Calls refused with an EIP-1193 / JSON-RPC error code. */
  codedErrors: number
  /** Calls that had not settled when the flood's window closed (must be 0). */
  hung: number
  /** A call made after the flood answers. */
  nextCallOk: boolean
  ms: number
}

/**
 * Fires `count` concurrent `eth_chainId` through the bridge from a real page and counts how each
 * settled within `windowMs`: answered, refused with a code, or still hanging; then checks that
 * the next call answers (issue 11: floods never kill the bridge).
 *
 * @example
 * const flood = await measureFlood(page) // { answered: 100000, codedErrors: 0, hung: 0, nextCallOk: true, … }
 */
export async function measureFlood(page: Page, count = 100_000, windowMs = 60_000): Promise<FloodResult> {
  return page.evaluate(
    async ({ count, windowMs }) => {
      const w = window as unknown as Win
      let answered = 0
      let codedErrors = 0
      const t = performance.now()
      const all = Promise.all(
        Array.from({ length: count }, () =>
          w.modal.provider.request({ method: 'eth_chainId' }).then(
            (value) => void (value === '0x1' && answered++),
            (error: { code?: unknown }) => void (typeof error?.code === 'number' && codedErrors++),
          ),
        ),
      )
      await Promise.race([all, new Promise((resolve) => setTimeout(resolve, windowMs))])
      const ms = Math.round(performance.now() - t)
      const next = await Promise.race([w.modal.provider.request({ method: 'eth_chainId' }).then((v) => v === '0x1', () => false), new Promise<boolean>((r) => setTimeout(() => r(false), 10_000))])
      return { count, answered, codedErrors, hung: count - answered - codedErrors, nextCallOk: next, ms }
    },
    { count, windowMs },
  )
}

/** Whether a flood result meets the budget: every call settled, none hung, the bridge still answers. */
export function floodPasses(flood: FloodResult): boolean {
  return flood.answered + flood.codedErrors === flood.count && flood.hung === 0 && flood.nextCallOk
}
