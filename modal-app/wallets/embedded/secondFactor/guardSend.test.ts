import { afterEach, describe, expect, it } from 'vitest'
import type { SecondFactorStatus } from '../../../../shared/authApi'
import type { SecondFactorAnswer, SecondFactorCalls } from './createSecondFactorCalls'
import { guardSend, sendValueOf } from './guardSend'
import { secondFactorAsk } from './secondFactorAsk'

const status = (sendsAboveUsd: number | null): SecondFactorStatus => ({ enrolled: true, rules: { export: false, sendsAboveUsd, newDevice: false }, totp: true, passkey: false })

/** The service's side, as the guard sees it: a status, and a verify that takes only '123456'. */
function service(answer: SecondFactorStatus) {
  const verified: SecondFactorAnswer[] = []
  const calls = {
    status: async () => answer,
    verify: async (_token: string, given: SecondFactorAnswer) => {
      if (given !== '123456') throw new Error('Wrong code')
      verified.push(given)
    },
  } as unknown as SecondFactorCalls
  return { calls, verified }
}

const send = (value: string) => ({ method: 'eth_sendTransaction', params: [{ to: '0x0000000000000000000000000000000000000001', value }] })
const deps = (calls: SecondFactorCalls, { usdPrice }: { usdPrice: number | undefined } = { usdPrice: 3000 }) => ({ calls, token: () => 't', price: () => ({ usdPrice, decimals: 18 }) })

describe('guardSend', () => {
  afterEach(() => {
    const open = secondFactorAsk.current()
    if (open) secondFactorAsk.close(open)
  })

  it('reads the native value a send moves, a batch as the sum of its calls', () => {
    expect(sendValueOf(send('0x38d7ea4c68000'))).toBe(10n ** 15n)
    expect(sendValueOf({ method: 'wallet_sendCalls', params: [{ calls: [{ value: '0x1' }, { value: '0x2' }, {}] }] })).toBe(3n)
    expect(sendValueOf({ method: 'eth_sendTransaction', params: [] })).toBe(0n)
  })

  it('lets a send at or below the threshold, and what is no send, through without asking', async () => {
    const { calls } = service(status(5))
    await guardSend(deps(calls), send('0x38d7ea4c68000')) // 0.001 ETH = $3
    await guardSend(deps(calls), { method: 'personal_sign', params: ['0x68', '0x0'] })
    expect(secondFactorAsk.current()).toBeNull()
  })

  it('holds a send above it until a right code: a wrong one leaves the step open', async () => {
    const { calls, verified } = service(status(1))
    let done = false
    const guarded = guardSend(deps(calls), send('0x38d7ea4c68000')).then(() => (done = true))
    await expect.poll(() => secondFactorAsk.current()?.kind).toBe('send')
    await expect(secondFactorAsk.current()!.submit('000000')).rejects.toThrow('Wrong code')
    expect(done).toBe(false)
    expect(secondFactorAsk.current()?.kind).toBe('send')
    await secondFactorAsk.current()!.submit('123456')
    await guarded
    expect(verified).toEqual(['123456'])
    expect(secondFactorAsk.current()).toBeNull()
  })

  it('refuses with 4001 when the visitor cancels, and asks when the price is unknown', async () => {
    const { calls } = service(status(1000))
    const guarded = guardSend(deps(calls, { usdPrice: undefined }), send('0x1'))
    await expect.poll(() => secondFactorAsk.current()?.kind).toBe('send')
    secondFactorAsk.current()!.cancel()
    await expect(guarded).rejects.toMatchObject({ code: 4001 })
  })

  it('refuses the send when the service gives no status', async () => {
    const calls = { status: async () => Promise.reject(new Error('offline')) } as unknown as SecondFactorCalls
    await expect(guardSend(deps(calls), send('0x1'))).rejects.toThrow('offline')
  })
})
