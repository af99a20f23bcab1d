import { describe, expect, it } from 'vitest'
import { solana, solanaDevnet, solanaTestnet } from '../networks/networks'
import { hostSolanaWallet } from './hostSolanaWallet'
import { solanaClusters } from './solanaClusters'

describe('solanaClusters', () => {
  it('names the three clusters of the defined networks', () => {
    expect([solana, solanaDevnet, solanaTestnet].map((n) => solanaClusters.byReference[String(n.id)])).toEqual(['solana:mainnet', 'solana:devnet', 'solana:testnet'])
  })

  it('treats only loopback endpoints as the local chain', () => {
    for (const url of ['http://127.0.0.1:8899', 'http://localhost:18899', 'http://[::1]:8899']) expect(solanaClusters.isLocal(url)).toBe(true)
    for (const url of ['https://api.devnet.solana.com', 'http://127.0.0.1.example.com', 'not a url', undefined]) expect(solanaClusters.isLocal(url)).toBe(false)
  })
})

describe('hostSolanaWallet', () => {
  it('tells the page\'s Solana wallets by their rdns prefix', () => {
    expect(hostSolanaWallet.is(`${hostSolanaWallet.rdnsPrefix}Phantom`)).toBe(true)
    expect(hostSolanaWallet.is('io.metamask')).toBe(false)
    expect(hostSolanaWallet.is(undefined)).toBe(false)
  })
})
