import { afterEach, describe, expect, it } from 'vitest'
import type { SecondFactorStatus } from '../../../../shared/authApi'
import type { SecondFactorAnswer, SecondFactorCalls } from './createSecondFactorCalls'
import { guardSend, type KnownPrice } from './guardSend'
import type { Outflow } from './Outflow'
import { secondFactorAsk } from './secondFactorAsk'

const USDC = '0x5fbdb2315678afecb367f032d93f642f64180aa3'
const status = (sendsAboveUsd: number | null): SecondFactorStatus => ({ enrolled: true, rules: { export: false, sendsAboveUsd, newDevice: false }, totp: true, passkey: false })

/** The service's side, as the guard sees it: a status, and a verify that takes only '123456'. */
function service(answer: SecondFactorStatus) {
  const verified: SecondFactorAnswer[] = []
  let asked = 0
  const calls = {
    status: async () => {
      asked += 1
      return answer
    },
    verify: async (_token: string, given: SecondFactorAnswer) => {
      if (given !== '123456') throw new Error('Wrong code')
      verified.push(given)
    },
  } as unknown as SecondFactorCalls
  return { calls, verified, asked: () => asked }
}

/** ETH at $3000; USDC (6 decimals) at $1; any other token unpriced. */
const prices = (native: number | undefined) => (token?: string): KnownPrice | undefined => (token === undefined ? { usdPrice: native, decimals: 18 } : token === USDC ? { usdPrice: 1, decimals: 6 } : undefined)
const deps = (calls: SecondFactorCalls, price = prices(3000)) => ({ calls, token: () => 't', price })
const eth = (wei: bigint): Outflow[] => [{ amount: wei }]

describe('guardSend', () => {
  afterEach(() => {
    const open = secondFactorAsk.current()
    if (open) secondFactorAsk.close(open)
  })

  it('lets a send at or below the threshold, and what moves nothing, through without asking', async () => {
    const { calls, asked } = service(status(5))
    await guardSend(deps(calls), eth(10n ** 15n)) // 0.001 ETH = $3
    await guardSend(deps(calls), [{ amount: 4_000_000n, token: USDC }]) // $4 of USDC
    expect(asked()).toBe(2)
    await guardSend(deps(calls), [])
    await guardSend(deps(calls), [{ amount: 0n }])
    expect(asked()).toBe(2)
    expect(secondFactorAsk.current()).toBeNull()
  })

  it('holds a send above it until a right code: a wrong one leaves the step open', async () => {
    const { calls, verified } = service(status(1))
    let done = false
    const guarded = guardSend(deps(calls), eth(10n ** 15n)).then(() => (done = true))
    await expect.poll(() => secondFactorAsk.current()?.kind).toBe('send')
    await expect(secondFactorAsk.current()!.submit('000000')).rejects.toThrow('Wrong code')
    expect(done).toBe(false)
    expect(secondFactorAsk.current()?.kind).toBe('send')
    await secondFactorAsk.current()!.submit('123456')
    await guarded
    expect(verified).toEqual(['123456'])
    expect(secondFactorAsk.current()).toBeNull()
  })

  it('attacker: 10,000 USDC with no ETH attached waits for the code', async () => {
    const { calls } = service(status(100))
    const guarded = guardSend(deps(calls), [{ amount: 10_000_000_000n, token: USDC }])
    await expect.poll(() => secondFactorAsk.current()?.kind).toBe('send')
    secondFactorAsk.current()!.cancel()
    await expect(guarded).rejects.toMatchObject({ code: 4001 })
  })

  it('asks for a token without a price, for what can’t be priced, and when the native price is unknown', async () => {
    for (const [outflows, price] of [
      [[{ amount: 1n, token: '0x00000000000000000000000000000000000000aa' }], prices(3000)],
      [[{ unpriced: 'an allowance' }], prices(3000)],
      [eth(1n), prices(undefined)],
    ] as const) {
      const { calls } = service(status(1000))
      const guarded = guardSend(deps(calls, price), outflows)
      await expect.poll(() => secondFactorAsk.current()?.kind).toBe('send')
      secondFactorAsk.current()!.cancel()
      await expect(guarded).rejects.toMatchObject({ code: 4001 })
    }
  })

  it('refuses the send when the service gives no status', async () => {
    const calls = { status: async () => Promise.reject(new Error('offline')) } as unknown as SecondFactorCalls
    await expect(guardSend(deps(calls), eth(1n))).rejects.toThrow('offline')
    await expect(guardSend(deps(calls), [{ unpriced: 'a permit' }])).rejects.toThrow('offline')
  })
})
