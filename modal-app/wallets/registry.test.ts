// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import type { RemoteApi } from '../../shared/bridge/channel'
import { bitcoinRegtest, mainnet, solanaDevnet, type AirlockNetwork } from '../../shared/networks/networks'
import type { HostApi } from '../../shared/protocol/api'
import { makeStore } from '../app/makeStore'
import { optionsReceived } from '../state/options/optionsSlice'
import type { ConnectorEvents } from './Connector'
import { connectorRegistry } from './registry'
import { METHOD_FACTS } from '../requests/methods'

const report: ConnectorEvents = { walletsListed() {}, statusChanged() {}, accountsChanged() {}, chainChanged() {}, disconnect() {}, noticed() {} }
const host = {} as RemoteApi<HostApi>

function build(options: { enableWalletConnect?: boolean; networks?: AirlockNetwork[] } = {}) {
  const store = makeStore()
  store.dispatch(optionsReceived({ projectId: 'p', networks: [mainnet], ...options }))
  return connectorRegistry.map((plugin) => ({ plugin, connector: plugin.create({ store, methods: METHOD_FACTS, host, report }) }))
}

describe('the connector registry', () => {
  it('lists injected, then WalletConnect, then the embedded wallet, then the page\'s Solana and Bitcoin wallets, with unique ids', () => {
    const ids = connectorRegistry.map((p) => p.id)
    expect(ids).toEqual(['injected', 'walletConnect', 'embedded', 'hostSolana', 'hostBitcoin'])
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('each plugin builds a connector with its own id and the whole interface', () => {
    for (const { plugin, connector } of build({ networks: [mainnet, solanaDevnet, bitcoinRegtest] })) {
      expect(connector?.id).toBe(plugin.id)
      for (const method of ['claim', 'connect', 'restore', 'disconnect', 'request', 'switchChain', 'prepare'] as const) {
        expect(typeof connector?.[method], `${plugin.id}.${method}`).toBe('function')
      }
      expect(connector?.capabilities.namespaces).toContain(plugin.id === 'hostSolana' ? 'solana' : plugin.id === 'hostBitcoin' ? 'bip122' : 'eip155')
    }
  })

  it('WalletConnect is not built when the options turn it off', () => {
    expect(build({ enableWalletConnect: false }).map(({ connector }) => connector?.id)).toEqual(['injected', undefined, 'embedded', undefined, undefined])
  })

  it('the page\'s Solana wallets are served only for a dapp with a Solana network', () => {
    expect(build({ networks: [mainnet, solanaDevnet] }).map(({ connector }) => connector?.id)).toEqual(['injected', 'walletConnect', 'embedded', 'hostSolana', undefined])
  })

  it('the page\'s Bitcoin wallets are served only for a dapp with a Bitcoin network', () => {
    expect(build({ networks: [mainnet, bitcoinRegtest] }).map(({ connector }) => connector?.id)).toEqual(['injected', 'walletConnect', 'embedded', undefined, 'hostBitcoin'])
  })
})
