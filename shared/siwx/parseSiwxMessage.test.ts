import { describe, expect, it } from 'vitest'
import { buildSiwxMessage } from './buildSiwxMessage'
import { parseSiwxMessage } from './parseSiwxMessage'
import type { SiwxMessageData } from './SiwxSession'

const data: SiwxMessageData = {
  domain: 'example.com',
  accountAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  chainId: 'eip155:1',
  statement: 'Welcome back.',
  uri: 'https://example.com/login',
  version: '1',
  nonce: 'Zx81kQ02mm',
  issuedAt: '2026-11-24T10:00:00Z',
  expirationTime: '2026-11-24T11:00:00Z',
  notBefore: '2026-11-24T10:00:00Z',
  resources: ['https://example.com/a'],
}

describe('parseSiwxMessage', () => {
  it('reads back every field the builder wrote', () => {
    expect(parseSiwxMessage(buildSiwxMessage(data))).toEqual(data)
    const { statement: _s, resources: _r, notBefore: _n, expirationTime: _e, ...bare } = data
    expect(parseSiwxMessage(buildSiwxMessage(bare))).toEqual(bare)
  })

  it('reads a solana CAIP-122 message into a solana CAIP-2 chain', () => {
    const sol = { ...data, accountAddress: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV', chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1' as const }
    expect(parseSiwxMessage(buildSiwxMessage(sol))).toEqual(sol)
  })

  it.each([
    ['text after the last field', (m: string) => `${m}\nExtra: 1`],
    ['a trailing newline', (m: string) => `${m}\n`],
    ['fields out of order', (m: string) => m.replace('Version: 1\nChain ID: 1', 'Chain ID: 1\nVersion: 1')],
    ['a different account kind', (m: string) => m.replace('Ethereum account', 'Cosmos account')],
    ['a lower-cased address', (m: string) => m.replace(data.accountAddress, data.accountAddress.toLowerCase())],
    ['an expiry that is not a time', (m: string) => m.replace('Expiration Time: 2026-11-24T11:00:00Z', 'Expiration Time: never')],
    ['an empty resource list', (m: string) => m.replace('\n- https://example.com/a', '')],
    ['CRLF line ends', (m: string) => m.replaceAll('\n', '\r\n')],
  ])('refuses %s', (_name, change) => {
    expect(() => parseSiwxMessage(change(buildSiwxMessage(data)))).toThrow(expect.objectContaining({ code: 'malformed' }))
  })
})
