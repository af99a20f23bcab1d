import { describe, expect, it } from 'vitest'
import { createSiweMessage, parseSiweMessage } from 'viem/siwe'
import { buildSiwxMessage } from './buildSiwxMessage'
import type { SiwxMessageData } from './SiwxSession'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const base: SiwxMessageData = {
  domain: '127.0.0.1:5173',
  accountAddress: address,
  chainId: 'eip155:8453',
  statement: 'Sign in to the demo.',
  uri: 'http://127.0.0.1:5173',
  version: '1',
  nonce: 'k2j3h4g5x9',
  issuedAt: '2026-11-24T10:00:00.000Z',
  expirationTime: '2026-11-25T10:00:00.000Z',
  requestId: 'r-1',
  resources: ['https://example.com/terms', 'ipfs://bafy'],
}

describe('buildSiwxMessage', () => {
  it('writes EIP-4361 exactly as another implementation does, field for field', () => {
    const text = buildSiwxMessage(base)
    const { notBefore: _nb, ...fields } = base
    const viem = createSiweMessage({ ...fields, address, chainId: 8453, issuedAt: new Date(base.issuedAt), expirationTime: new Date(base.expirationTime!) })
    expect(text).toBe(viem)
    expect(parseSiweMessage(text)).toMatchObject({ address, chainId: 8453, nonce: base.nonce, statement: base.statement, resources: base.resources, requestId: 'r-1' })
  })

  it('keeps the two empty lines of the grammar when there is no statement', () => {
    const { statement: _s, resources: _r, requestId: _q, expirationTime: _e, ...bare } = base
    expect(buildSiwxMessage(bare)).toBe(
      `127.0.0.1:5173 wants you to sign in with your Ethereum account:\n${address}\n\n\nURI: http://127.0.0.1:5173\nVersion: 1\nChain ID: 8453\nNonce: k2j3h4g5x9\nIssued At: 2026-11-24T10:00:00.000Z`,
    )
  })

  it('writes CAIP-122 for a solana account with the chain reference', () => {
    const text = buildSiwxMessage({ ...base, accountAddress: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV', chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', resources: undefined, requestId: undefined })
    expect(text.split('\n').slice(0, 2)).toEqual(['127.0.0.1:5173 wants you to sign in with your Solana account:', '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'])
    expect(text).toContain('\nChain ID: 5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp\n')
  })

  it.each([
    ['a lower-case address', { accountAddress: address.toLowerCase() }],
    ['a short nonce', { nonce: 'abc' }],
    ['a nonce with symbols', { nonce: 'abcd-efgh' }],
    ['a two-line statement', { statement: 'one\nURI: https://evil.example' }],
    ['a non-RFC 3339 time', { issuedAt: 'yesterday' }],
    ['a domain with a path', { domain: 'example.com/x' }],
    ['an unknown namespace', { chainId: 'cosmos:hub' }],
    ['a chain id that is not a number', { chainId: 'eip155:abc' }],
    ['a bad solana address', { chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }],
  ] as const)('refuses %s', (_name, patch) => {
    expect(() => buildSiwxMessage({ ...base, ...patch } as SiwxMessageData)).toThrow(/Invalid sign-in message|not supported/)
  })
})
