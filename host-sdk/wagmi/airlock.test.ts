// @vitest-environment jsdom
import { createConfig, createStorage, http, reconnect } from '@wagmi/core'
import { mainnet } from '@wagmi/core/chains'
import { describe, expect, it } from 'vitest'
import { mainnet as airlockMainnet } from '../../shared/networks/networks'
import { airlock } from './airlock'

const options = { projectId: 'p', networks: [airlockMainnet], modalUrl: 'https://modal.example/', services: { registryUrl: 'https://api.example', analyticsUrl: 'https://api.example', relayUrl: 'wss://relay.example' } }
const memory = () => {
  const items = new Map<string, string>()
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v), removeItem: (k: string) => void items.delete(k), items }
}
const configWith = (storage = memory()) =>
  createConfig({ chains: [mainnet], connectors: [airlock(options)], transports: { [mainnet.id]: http('http://127.0.0.1:1') }, storage: createStorage({ storage }) })

describe('airlock (the wagmi connector)', () => {
  it("is one connector in wagmi's list, named by the modal's EIP-6963 rdns, even while the modal announces itself", async () => {
    const config = configWith()
    // The modal's own EIP-6963 announcement, as createModal makes it.
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info: { uuid: crypto.randomUUID(), name: 'Airlock', icon: 'data:image/svg+xml,<svg/>', rdns: 'dev.airlock' }, provider: { request: async () => [] } }) }))
    await new Promise((done) => setTimeout(done))
    expect(config.connectors.filter((c) => c.rdns === 'dev.airlock' || c.id === 'dev.airlock').map((c) => [c.id, c.name, c.type])).toEqual([['dev.airlock', 'Airlock', 'airlock']])
  })

  it("leaves the host SDK unloaded on a reload when wagmi's storage does not say the visitor connected through Airlock", async () => {
    const config = configWith()
    const connector = config.connectors.find((c) => c.id === 'dev.airlock')!
    expect(await connector.isAuthorized()).toBe(false)
    await reconnect(config)
    expect(config.state.status).toBe('disconnected')
    expect(document.querySelector('iframe')).toBeNull()
  })

  it("loads the host SDK when the storage remembers a connection: the modal's frame is made on that reload", async () => {
    const storage = memory()
    storage.setItem('wagmi.airlock.connected', 'true')
    const config = configWith(storage)
    const connector = config.connectors.find((c) => c.id === 'dev.airlock')!
    const modal = await (connector as unknown as { getModal(): Promise<{ provider: { isAirlock: boolean } }> }).getModal()
    expect(modal.provider.isAirlock).toBe(true)
    expect(await connector.getProvider()).toBe(modal.provider)
  })
})
