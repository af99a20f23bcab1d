import { describe, expect, it } from 'vitest'

describe('host SDK on a server (SSR)', () => {
  it('imports with no side effects and throws nothing; createModal explains it needs a browser', async () => {
    const before = Object.keys(globalThis).sort()
    const sdk = await import('./index')
    const networks = await import('./networks')
    expect(typeof sdk.createModal).toBe('function')
    expect(networks.mainnet.caipNetworkId).toBe('eip155:1')
    expect(Object.keys(globalThis).sort()).toEqual(before)
    expect(() => sdk.createModal({ projectId: 'p', networks: [networks.mainnet], modalUrl: 'https://modal.example/', services: { apiUrl: 'https://a.example', registryUrl: 'https://a.example', analyticsUrl: 'https://a.example', relayUrl: 'wss://r.example', authUrl: 'https://a.example' } })).toThrow('createModal() runs in a browser page')
  })
})
