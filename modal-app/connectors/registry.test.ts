// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import type { RemoteApi } from '../../shared/bridge/channel'
import { mainnet } from '../../shared/networks/networks'
import type { HostApi } from '../../shared/protocol/api'
import { makeStore } from '../app/makeStore'
import { optionsReceived } from '../features/options/optionsSlice'
import type { ConnectorEvents } from './Connector'
import { connectorRegistry } from './registry'

const report: ConnectorEvents = { walletsListed() {}, statusChanged() {}, accountsChanged() {}, chainChanged() {}, disconnect() {} }
const host = {} as RemoteApi<HostApi>

function build(options: { enableWalletConnect?: boolean } = {}) {
  const store = makeStore()
  store.dispatch(optionsReceived({ projectId: 'p', networks: [mainnet], ...options }))
  return connectorRegistry.map((plugin) => ({ plugin, connector: plugin.create({ store, host, report }) }))
}

describe('the connector registry', () => {
  it('lists injected, then WalletConnect, then the embedded wallet, with unique ids', () => {
    const ids = connectorRegistry.map((p) => p.id)
    expect(ids).toEqual(['injected', 'walletConnect', 'embedded'])
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('each plugin builds a connector with its own id and the whole interface', () => {
    for (const { plugin, connector } of build()) {
      expect(connector?.id).toBe(plugin.id)
      for (const method of ['claim', 'connect', 'restore', 'disconnect', 'request', 'switchChain', 'prepare'] as const) {
        expect(typeof connector?.[method], `${plugin.id}.${method}`).toBe('function')
      }
      expect(connector?.capabilities.namespaces).toContain('eip155')
    }
  })

  it('WalletConnect is not built when the options turn it off', () => {
    expect(build({ enableWalletConnect: false }).map(({ connector }) => connector?.id)).toEqual(['injected', undefined, 'embedded'])
  })
})
