import { describe, expect, it } from 'vitest'
import { base, bitcoin, mainnet, solana } from '../../../shared/networks/networks'
import { buildNamespaces } from './buildNamespaces'
import { METHOD_FACTS } from '../../requests/methods'

describe('buildNamespaces', () => {
  it('builds eip155 with the signing, sending and switching methods and both events', () => {
    const ns = buildNamespaces(METHOD_FACTS.walletConnectMethods, [mainnet, base], { 'eip155:1': 'http://127.0.0.1:18545', 'eip155:8453': 'http://127.0.0.1:18546' })
    expect(ns.eip155).toEqual({
      chains: ['eip155:1', 'eip155:8453'],
      methods: ['eth_sendTransaction', 'eth_signTypedData_v4', 'personal_sign', 'wallet_addEthereumChain', 'wallet_switchEthereumChain'],
      events: ['chainChanged', 'accountsChanged'],
      rpcMap: { 'eip155:1': 'http://127.0.0.1:18545', '1': 'http://127.0.0.1:18545', 'eip155:8453': 'http://127.0.0.1:18546', '8453': 'http://127.0.0.1:18546' },
    })
    expect(ns.solana).toBeUndefined()
  })
  it('falls back to the network default RPC when no custom URL is given', () => {
    expect(buildNamespaces(METHOD_FACTS.walletConnectMethods, [base]).eip155?.rpcMap).toEqual({ 'eip155:8453': 'https://mainnet.base.org', '8453': 'https://mainnet.base.org' })
  })
  it('adds solana and bip122 keyed by CAIP-2 id when configured', () => {
    const ns = buildNamespaces(METHOD_FACTS.walletConnectMethods, [mainnet, solana, bitcoin], { [solana.caipNetworkId]: 'http://127.0.0.1:18899' })
    expect(Object.keys(ns)).toEqual(['eip155', 'solana', 'bip122'])
    expect(ns.bip122).toEqual({ chains: [bitcoin.caipNetworkId], methods: ['getAccountAddresses', 'sendTransfer', 'signMessage', 'signPsbt'], events: ['bip122_addressesChanged'], rpcMap: {} })
    expect(ns.solana?.chains).toEqual([solana.caipNetworkId])
    expect(ns.solana?.rpcMap).toEqual({ [solana.caipNetworkId]: 'http://127.0.0.1:18899', [String(solana.id)]: 'http://127.0.0.1:18899' })
    expect(ns.solana?.methods).toContain('solana_signMessage')
  })
  it('lists a chain once even when the network is given twice', () => {
    expect(buildNamespaces(METHOD_FACTS.walletConnectMethods, [mainnet, mainnet]).eip155?.chains).toEqual(['eip155:1'])
  })
})
