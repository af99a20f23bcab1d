import { describe, expect, it } from 'vitest'
import { solana, solanaDevnet, solanaTestnet } from '../../../shared/networks/networks'
import { solanaExplorerUrl } from './solanaExplorerUrl'

const A = '9CeuwYQL2gX4nT6tRWZpYmoSSWBNR2hKAhRwtWNHmXdi'

describe('solanaExplorerUrl', () => {
  it('names the cluster: none for mainnet, devnet and testnet by parameter', () => {
    expect(solanaExplorerUrl(solana, 'https://api.mainnet-beta.solana.com', 'account', A)).toBe(`https://solscan.io/account/${A}`)
    expect(solanaExplorerUrl(solanaDevnet, undefined, 'tx', 'sig1')).toBe('https://solscan.io/tx/sig1?cluster=devnet')
    expect(solanaExplorerUrl(solanaTestnet, 'https://api.testnet.solana.com', 'account', A)).toBe(`https://solscan.io/account/${A}?cluster=testnet`)
  })

  it('points a loopback endpoint\'s links at that endpoint as a custom cluster', () => {
    expect(solanaExplorerUrl(solanaDevnet, 'http://127.0.0.1:18899', 'account', A)).toBe(`https://solscan.io/account/${A}?cluster=custom&customUrl=http%3A%2F%2F127.0.0.1%3A18899`)
  })

  it('has no link for a network without an explorer', () => {
    expect(solanaExplorerUrl({ ...solanaDevnet, blockExplorers: undefined }, undefined, 'account', A)).toBeUndefined()
  })
})
