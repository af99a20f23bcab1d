import { describe, expect, it } from 'vitest'
import { assetImageUrl } from './assetImageUrl'

describe('assetImageUrl', () => {
  it('points at the asset image route with the call parameters and an encoded id', () => {
    const url = new URL(assetImageUrl('http://127.0.0.1:8787/', 'airlock-network-base', { projectId: 'airlock-demo' }))
    expect(url.pathname).toBe('/public/getAssetImage/airlock-network-base')
    expect(url.searchParams.get('projectId')).toBe('airlock-demo')
    expect(assetImageUrl('http://127.0.0.1:8787', 'a/b', { projectId: 'p' })).toContain('/public/getAssetImage/a%2Fb?')
  })
})
