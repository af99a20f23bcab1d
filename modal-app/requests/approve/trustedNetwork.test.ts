import { describe, expect, it } from 'vitest'
import { base, mainnet } from '../../../shared/networks/networks'
import { trustedNetwork } from './trustedNetwork'

describe('trustedNetwork', () => {
  it("takes a known chain's name, symbol and decimals from the modal, never from the dapp", () => {
    const renamed = { ...mainnet, name: 'Sepolia Testnet', nativeCurrency: { name: 'x', symbol: 'SepoliaETH', decimals: 36 } }
    const shown = trustedNetwork('eip155:1', [renamed, base])
    expect(shown).toMatchObject({ label: 'Ethereum', namedBySite: false })
    expect(shown.network?.nativeCurrency).toEqual({ name: 'Ether', symbol: 'ETH', decimals: 18 })
  })
  it('labels an unknown chain as the site named it, with its id', () => {
    const custom = { ...mainnet, id: 777, caipNetworkId: 'eip155:777' as const, name: 'My Chain' }
    expect(trustedNetwork('eip155:777', [custom])).toMatchObject({ label: 'My Chain (eip155:777)', namedBySite: true, network: custom })
    expect(trustedNetwork('eip155:778', [])).toMatchObject({ label: 'eip155:778', namedBySite: true })
  })
})
