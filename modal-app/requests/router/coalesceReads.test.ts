import { describe, expect, it, vi } from 'vitest'
import { coalesceReads } from './coalesceReads'

describe('coalesceReads', () => {
  it('shares one request between identical reads in flight, and asks again once answered', async () => {
    const read = vi.fn(async () => '0x10')
    const shared = coalesceReads(read)
    const answers = await Promise.all(Array.from({ length: 5_000 }, () => shared('http://127.0.0.1:1', 'eth_blockNumber', [])))
    expect(answers.every((a) => a === '0x10')).toBe(true)
    expect(read).toHaveBeenCalledTimes(1)
    await shared('http://127.0.0.1:1', 'eth_blockNumber', [])
    expect(read).toHaveBeenCalledTimes(2)
  })

  it('keeps different params, endpoints and effectful methods apart', async () => {
    const read = vi.fn(async () => null)
    const shared = coalesceReads(read)
    await Promise.all([
      shared('a', 'eth_getBalance', ['0x1', 'latest']),
      shared('a', 'eth_getBalance', ['0x2', 'latest']),
      shared('b', 'eth_getBalance', ['0x1', 'latest']),
      shared('a', 'eth_sendRawTransaction', ['0xf8']),
      shared('a', 'eth_sendRawTransaction', ['0xf8']),
      shared('a', 'eth_newFilter', [{}]),
      shared('a', 'eth_newFilter', [{}]),
    ])
    expect(read).toHaveBeenCalledTimes(7)
  })

  it('shares a failure too, and the next read starts fresh', async () => {
    const read = vi.fn().mockRejectedValueOnce(Object.assign(new Error('down'), { code: 4901 })).mockResolvedValue('0x1')
    const shared = coalesceReads(read)
    const failed = await Promise.allSettled([shared('a', 'eth_chainId', []), shared('a', 'eth_chainId', [])])
    expect(failed.map((r) => r.status)).toEqual(['rejected', 'rejected'])
    await expect(shared('a', 'eth_chainId', [])).resolves.toBe('0x1')
  })
})
