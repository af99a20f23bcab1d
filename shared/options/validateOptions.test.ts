import { describe, expect, it } from 'vitest'
import { base, mainnet } from '../networks/networks'
import { isHttpUrl } from './isHttpUrl'
import { validateOptions } from './validateOptions'

describe('validateOptions', () => {
  it('throws the spec text when both siweConfig and siwx are set', () => {
    expect(() => validateOptions({ projectId: 'p', networks: [mainnet], siweConfig: {}, siwx: {} })).toThrow('Cannot set both `siweConfig` and `siwx` options')
  })
  it('reports a missing projectId instead of throwing (the modal shows the alert)', () => {
    expect(validateOptions({ projectId: '', networks: [mainnet] })).toEqual({ missingProjectId: true })
    expect(validateOptions({ projectId: 'p', networks: [mainnet] })).toEqual({ missingProjectId: false })
  })
  it('checks CAIP ids of networks and customRpcUrls, and RPC URL schemes', () => {
    expect(() => validateOptions({ projectId: 'p', networks: [{ ...mainnet, caipNetworkId: 'eip155' as never }] })).toThrow('Invalid CAIP-2 network id')
    expect(() => validateOptions({ projectId: 'p', networks: [mainnet], customRpcUrls: { eip155: 'http://x' } })).toThrow('Invalid CAIP-2 network id')
    expect(() => validateOptions({ projectId: 'p', networks: [mainnet], customRpcUrls: { 'eip155:1': 'ftp://x' } })).toThrow(/http or https/)
  })
  it('attacker: refuses an EVM network whose id is another chain than its caipNetworkId (the approval would name one, the key sign for the other)', () => {
    expect(() => validateOptions({ projectId: 'p', networks: [{ ...base, caipNetworkId: 'eip155:1' }] })).toThrow('networks: eip155:1 must have id 1, not 8453')
    expect(() => validateOptions({ projectId: 'p', networks: [{ ...base, caipNetworkId: 'eip155:1' }] })).toThrow(expect.objectContaining({ code: -32602 }))
    expect(validateOptions({ projectId: 'p', networks: [mainnet, base, { ...base, id: '8453', caipNetworkId: 'eip155:8453' }] }).missingProjectId).toBe(false)
  })
  it('takes any well-formed BCP 47 language tag and throws on a malformed one', () => {
    for (const language of ['ar', 'pt-BR', 'zh-Hant-HK', 'sw']) expect(validateOptions({ projectId: 'p', networks: [mainnet], language }).missingProjectId).toBe(false)
    for (const language of ['', 'english please', 42 as never]) {
      expect(() => validateOptions({ projectId: 'p', networks: [mainnet], language })).toThrow("language must be a BCP 47 language tag such as 'fr' or 'pt-BR'")
    }
  })
  it('isHttpUrl accepts only http and https', () => {
    expect(isHttpUrl('https://a.b')).toBe(true)
    expect(isHttpUrl('javascript:alert(1)')).toBe(false)
  })
})
