import { afterEach, describe, expect, it, vi } from 'vitest'
import { ReceiptTimeoutError, waitForReceipt } from './waitForReceipt'

function node(answers: unknown[]) {
  const calls: unknown[] = []
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    calls.push(JSON.parse(String(init.body)))
    return Response.json({ jsonrpc: '2.0', id: 1, result: answers.length > 1 ? answers.shift() : answers[0] })
  })
  return calls
}
afterEach(() => vi.unstubAllGlobals())

describe('waitForReceipt', () => {
  it('polls until the transaction is mined and reads its status', async () => {
    const calls = node([null, null, { status: '0x1', blockNumber: '0x10' }])
    expect(await waitForReceipt('http://127.0.0.1:1', '0xabc', { intervalMs: 1 })).toEqual({ status: 'success', blockNumber: 16n, logs: [] })
    expect(calls).toHaveLength(3)
    expect(calls[0]).toMatchObject({ method: 'eth_getTransactionReceipt', params: ['0xabc'] })
    node([{ status: '0x0', blockNumber: '0x11' }])
    expect((await waitForReceipt('http://127.0.0.1:1', '0xabc')).status).toBe('reverted')
  })

  it('gives up after the wait', async () => {
    node([null])
    await expect(waitForReceipt('http://127.0.0.1:1', '0xabc', { timeoutMs: 20, intervalMs: 5 })).rejects.toBeInstanceOf(ReceiptTimeoutError)
  })
})
