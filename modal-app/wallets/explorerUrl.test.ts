import { describe, expect, it } from 'vitest'
import { base, mainnet, polkadot, solanaDevnet } from '../../shared/networks/networks'
import { explorerUrl } from './explorerUrl'

const HASH = `0x${'ab'.repeat(32)}`
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const LOCAL = { rpcUrls: { 'eip155:1': 'http://127.0.0.1:8545' }, apiUrl: 'http://127.0.0.1:8787/' }

describe('explorerUrl', () => {
  it('sends a chain that exists only here (RPC on loopback) to the data service\'s local explorer', () => {
    expect(explorerUrl(mainnet, 'tx', HASH, LOCAL)).toBe(`http://127.0.0.1:8787/explorer/1/tx/${HASH}`)
    expect(explorerUrl(mainnet, 'address', ADDRESS, LOCAL)).toBe(`http://127.0.0.1:8787/explorer/1/address/${ADDRESS}`)
    // The page's customRpcUrls on loopback make a chain local too.
    expect(explorerUrl(base, 'tx', HASH, { rpcUrls: {}, customRpcUrls: { 'eip155:8453': 'http://localhost:8546' }, apiUrl: 'http://127.0.0.1:8787' })).toBe(`http://127.0.0.1:8787/explorer/8453/tx/${HASH}`)
  })

  it('never links a local chain to a public explorer: no local data service, or a malformed id, means no link', () => {
    expect(explorerUrl(mainnet, 'tx', HASH, { ...LOCAL, apiUrl: '' })).toBeUndefined()
    expect(explorerUrl(mainnet, 'tx', HASH, { ...LOCAL, apiUrl: 'https://api.example' })).toBeUndefined()
    expect(explorerUrl(mainnet, 'tx', '0x12/../../x', LOCAL)).toBeUndefined()
    expect(explorerUrl(mainnet, 'address', HASH, LOCAL)).toBeUndefined()
  })

  it('keeps the configured explorer on a public chain (production)', () => {
    const prod = { rpcUrls: { 'eip155:1': 'https://rpc.example' }, apiUrl: 'https://api.example/' }
    expect(explorerUrl(mainnet, 'tx', HASH, prod)).toBe(`https://etherscan.io/tx/${HASH}`)
    expect(explorerUrl(base, 'address', ADDRESS, { rpcUrls: {}, apiUrl: '' })).toBe(`https://basescan.org/address/${ADDRESS}`)
    expect(explorerUrl(undefined, 'tx', HASH, prod)).toBeUndefined()
  })

  it('names Solana\'s cluster as before', () => {
    expect(explorerUrl(solanaDevnet, 'address', '9Ceu', { rpcUrls: {}, apiUrl: '' })).toBe('https://solscan.io/account/9Ceu?cluster=devnet')
  })
})

describe('explorerUrl on Polkadot', () => {
  it("links Subscan's account and extrinsic pages on the real network, and nothing for the local stand-in", () => {
    const address = '15tjC7iAQk5ptdHr9Gvm2JHp8UVbjjUty998YXEYJd2CBDX8'
    expect(explorerUrl(polkadot, 'address', address, { rpcUrls: {}, apiUrl: '' })).toBe(`https://polkadot.subscan.io/account/${address}`)
    expect(explorerUrl(polkadot, 'tx', '0xab', { rpcUrls: {}, apiUrl: '' })).toBe('https://polkadot.subscan.io/extrinsic/0xab')
    expect(explorerUrl(polkadot, 'address', address, { rpcUrls: { [polkadot.caipNetworkId]: 'http://127.0.0.1:19944' }, apiUrl: 'http://127.0.0.1:18787' })).toBeUndefined()
  })
})
