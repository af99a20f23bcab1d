import { expect, it } from 'vitest'
import { mainnet } from './networks'
import { rpcUrlOf } from './rpcUrlOf'

it('prefers the custom RPC URL and falls back to the network default', () => {
  expect(rpcUrlOf(mainnet, { 'eip155:1': 'http://127.0.0.1:8545' })).toBe('http://127.0.0.1:8545')
  expect(rpcUrlOf(mainnet, { 'eip155:8453': 'http://127.0.0.1:8546' })).toBe(mainnet.rpcUrls.default.http[0])
  expect(rpcUrlOf(mainnet, undefined)).toBe(mainnet.rpcUrls.default.http[0])
})
