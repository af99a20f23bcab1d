import { describe, expect, it } from 'vitest'
import { arbitrum, base, solanaDevnet } from '../../../shared/networks'
import { networkImageUrl } from './networkImageUrl'

const sources = { registryUrl: 'http://127.0.0.1:8787', projectId: 'airlock-demo' }

describe('networkImageUrl', () => {
  it('asks the wallet service for the local chains by their known image ids', () => {
    expect(networkImageUrl(base, sources)).toMatch(/^http:\/\/127\.0\.0\.1:8787\/public\/getAssetImage\/airlock-network-base\?projectId=airlock-demo/)
    expect(networkImageUrl(solanaDevnet, sources)).toContain('/getAssetImage/airlock-network-solana-devnet?')
  })

  it("prefers the dapp's chainImages (by id, then CAIP-2 id), then the network's own image id", () => {
    expect(networkImageUrl(base, { ...sources, chainImages: { '8453': 'https://img.example/base.png' } })).toBe('https://img.example/base.png')
    expect(networkImageUrl(base, { ...sources, chainImages: { 'eip155:8453': 'https://img.example/b.png' } })).toBe('https://img.example/b.png')
    expect(networkImageUrl({ ...base, assets: { imageId: 'own-id' } }, sources)).toContain('/getAssetImage/own-id?')
  })

  it('has none for a network without an image (the icon draws initials) or no network', () => {
    expect(networkImageUrl(arbitrum, sources)).toBeUndefined()
    expect(networkImageUrl({ ...arbitrum, caipNetworkId: 'eip155:1' as never, id: 'constructor' }, { ...sources, chainImages: {} })).toContain('airlock-network-ethereum')
    expect(networkImageUrl(undefined, sources)).toBeUndefined()
  })
})
