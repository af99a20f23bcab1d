import { describe, expect, it } from 'vitest'
import { base, mainnet, solanaDevnet } from '../../../../shared/networks/networks'
import { makeStore } from '../../../app/makeStore'
import { caipNetworkChanged } from '../../../state/network/networkSlice'
import { optionsReceived } from '../../../state/options/optionsSlice'
import { embeddedNetworks } from './embeddedNetworks'

describe('embeddedNetworks', () => {
  it('uses the active network of a namespace, else the first configured one, and finds networks by CAIP-2 or chain id', () => {
    const store = makeStore()
    store.dispatch(optionsReceived({ projectId: 'p', networks: [solanaDevnet, mainnet, base] }))
    const networks = embeddedNetworks(store)
    // Solana is active (the first configured): the EVM side still has a chain to sign for.
    expect(networks.activeEvm()).toEqual(mainnet)
    expect(networks.solana()).toEqual(solanaDevnet)
    store.dispatch(caipNetworkChanged(base))
    expect(networks.activeEvm()).toEqual(base)
    expect(networks.byCaipId('eip155:1')).toEqual(mainnet)
    expect(networks.byCaipId(undefined)).toBeUndefined()
    expect(networks.evmByChainId(8453)).toEqual(base)
    expect(networks.evmByChainId(10)).toBeUndefined()
  })
})
