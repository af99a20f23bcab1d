import { describe, expect, it } from 'vitest'
import { arbitrum, base, mainnet, solana } from '../../../shared/networks/networks'
import { receiveNetworks } from './receiveNetworks'

describe('receiveNetworks', () => {
  it('lists the namespace networks, the active one first', () => {
    expect(receiveNetworks([mainnet, solana, base, arbitrum], 'eip155', base).map((n) => n.name)).toEqual(['Base', 'Ethereum', 'Arbitrum One'])
  })
  it('never lists another namespace', () => {
    expect(receiveNetworks([mainnet, solana], 'solana', mainnet).map((n) => n.chainNamespace)).toEqual(['solana'])
  })
})
