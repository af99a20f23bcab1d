import { describe, expect, it } from 'vitest'
import { parseSendCalls } from './parseSendCalls'

const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('parseSendCalls', () => {
  it('turns an EIP-5792 v2 batch into calls with bigint values and merges call-level capabilities', () => {
    const parsed = parseSendCalls([
      { version: '2.0.0', chainId: '0x2105', from: to, atomicRequired: true, calls: [{ to, value: '0x10' }, { to, data: '0xabcd', capabilities: { paymasterService: { url: 'http://127.0.0.1:1' } } }], capabilities: { atomic: { optional: true } } },
    ])
    expect(parsed.chainId).toBe(8453)
    expect(parsed.from).toBe(to)
    expect(parsed.calls).toEqual([{ to, value: 16n, data: '0x' }, { to, value: 0n, data: '0xabcd' }])
    expect(Object.keys(parsed.capabilities).sort()).toEqual(['atomic', 'paymasterService'])
  })

  it.each([
    [undefined, 'wallet_sendCalls needs [{ chainId, calls }]'],
    [[{ chainId: 1, calls: [{ to }] }], 'wallet_sendCalls: chainId must be a hex chain id'],
    [[{ chainId: '0x1', calls: [] }], 'wallet_sendCalls needs at least one call'],
    [[{ chainId: '0x1', calls: [{ to: 'nobody' }] }], 'wallet_sendCalls: call 1 needs a "to" address'],
    [[{ chainId: '0x1', calls: [{ to, value: 5 }] }], 'wallet_sendCalls: call 1 value must be a hex quantity'],
    [[{ chainId: '0x1', calls: [{ to, data: 'zz' }] }], 'wallet_sendCalls: call 1 has invalid data'],
    [[{ chainId: '0x1', from: '0x12', calls: [{ to }] }], 'wallet_sendCalls: from must be an address'],
  ])('refuses malformed params with -32602: %j', (params, message) => {
    expect(() => parseSendCalls(params)).toThrow(expect.objectContaining({ code: -32602, message }))
  })

  it('refuses a capability that is not an object with 5700', () => {
    expect(() => parseSendCalls([{ chainId: '0x1', calls: [{ to }], capabilities: { magic: true } }])).toThrow(expect.objectContaining({ code: 5700 }))
  })
})
