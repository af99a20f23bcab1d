import { describe, expect, it } from 'vitest'
import { parseOperatorEndpoints } from '../../../shared/dataApi/parseOperatorEndpoints'
import { NO_OPERATOR_ENDPOINTS } from '../../../shared/dataApi/projectSettings'
import { base, mainnet, solanaDevnet } from '../../../shared/networks/networks'
import { EndpointNotAllowedError } from './EndpointNotAllowedError'
import { resolveEndpoints } from './resolveEndpoints'

const operator = parseOperatorEndpoints({
  apiUrl: 'https://api.operator.example',
  authUrl: ['https://auth.operator.example', 'https://auth-eu.operator.example/v2'],
  paymasterUrl: 'https://pm.operator.example',
  bundlerUrls: { 'eip155:8453': 'https://bundler.operator.example/base' },
  rpcUrls: { 'eip155:1': 'https://rpc.operator.example/eth', [solanaDevnet.caipNetworkId]: 'https://rpc.operator.example/sol' },
})

describe('resolveEndpoints: the operator names the endpoints, the page only chooses among them', () => {
  it("uses the operator's first endpoint when the page names none", () => {
    const { services, refused } = resolveEndpoints(undefined, operator, [mainnet])
    expect(services).toEqual({ apiUrl: 'https://api.operator.example/', authUrl: 'https://auth.operator.example/', paymasterUrl: 'https://pm.operator.example/' })
    expect(refused).toEqual([])
  })

  it("lets the page pick one of the operator's endpoints by naming it exactly (any spelling of the same URL)", () => {
    const { services, refused } = resolveEndpoints({ authUrl: 'HTTPS://auth-eu.operator.example/v2', bundlerUrls: { 'eip155:8453': 'https://bundler.operator.example/base' } }, operator, [mainnet, base])
    expect(services.authUrl).toBe('https://auth-eu.operator.example/v2')
    expect(services.bundlerUrls).toEqual({ 'eip155:8453': 'https://bundler.operator.example/base' })
    expect(refused).toEqual([])
  })

  it("refuses, with a coded error, an authUrl pointed at the page's own proxy, and uses the operator's instead", () => {
    const { services, refused } = resolveEndpoints({ authUrl: 'http://127.0.0.1:9999/steal', apiUrl: 'https://api.operator.example.evil.example' }, operator, [mainnet])
    expect(services.authUrl).toBe('https://auth.operator.example/')
    expect(services.apiUrl).toBe('https://api.operator.example/')
    expect(refused.map((e) => e.option)).toEqual(['services.apiUrl', 'services.authUrl'])
    const auth = refused[1]!
    expect(auth).toEqual({ option: 'services.authUrl', url: 'http://127.0.0.1:9999/steal' })
    // What the modal reports for it (startBridge): the coded error naming the option.
    const error = new EndpointNotAllowedError(auth.option, auth.url)
    expect(error).toMatchObject({ code: 'AIRLOCK_ENDPOINT_NOT_ALLOWED', option: 'services.authUrl', url: 'http://127.0.0.1:9999/steal' })
    expect(error.message).toContain('`services.authUrl`')
  })

  it("refuses a look-alike: a prefix, a path or a port of the operator's URL is another endpoint", () => {
    for (const authUrl of ['https://auth.operator.example/x', 'https://auth.operator.example:444', 'http://auth.operator.example', 'https://auth.operator.example@evil.example', 'javascript:alert(1)']) {
      expect(resolveEndpoints({ authUrl }, operator, []).refused.map((e) => e.option)).toEqual(['services.authUrl'])
    }
  })

  it("refuses a bundler or paymaster the operator doesn't run; a refused bundler falls back to the operator's on that network, else none", () => {
    const { services, refused } = resolveEndpoints({ bundlerUrls: { 'eip155:8453': 'https://evil.example/b', 'eip155:1': 'https://evil.example/b1' }, paymasterUrl: 'https://evil.example/pm' }, operator, [mainnet, base])
    expect(services.bundlerUrls).toEqual({ 'eip155:8453': 'https://bundler.operator.example/base' })
    expect(services.paymasterUrl).toBe('https://pm.operator.example/')
    expect(refused.map((e) => e.option)).toEqual(['services.bundlerUrls.eip155:8453', 'services.bundlerUrls.eip155:1', 'services.paymasterUrl'])
  })

  it('names no endpoint (never a loopback default) when the operator names none', () => {
    const { services, refused } = resolveEndpoints({ authUrl: 'http://127.0.0.1:8790' }, NO_OPERATOR_ENDPOINTS, [])
    expect(services).toEqual({ apiUrl: '', authUrl: '' })
    expect(refused.map((e) => e.option)).toEqual(['services.authUrl'])
  })

  it("takes the chain RPC from the operator only, never from the page's networks or customRpcUrls", () => {
    const forged = { ...base, rpcUrls: { default: { http: ['https://evil.example/rpc'] } } }
    const custom = { ...mainnet, caipNetworkId: 'eip155:31337' as const, rpcUrls: { default: { http: ['https://evil.example/rpc'] } } }
    const { rpcUrls } = resolveEndpoints(undefined, operator, [mainnet, forged, solanaDevnet, custom])
    expect(rpcUrls).toEqual({ 'eip155:1': 'https://rpc.operator.example/eth', [solanaDevnet.caipNetworkId]: 'https://rpc.operator.example/sol' })
  })
})

describe('parseOperatorEndpoints', () => {
  it('reads one URL or a list per endpoint, normalized', () => {
    expect(parseOperatorEndpoints({ authUrl: 'http://127.0.0.1:8790' }).authUrl).toEqual(['http://127.0.0.1:8790/'])
    expect(parseOperatorEndpoints(undefined)).toEqual(NO_OPERATOR_ENDPOINTS)
  })

  it('refuses a typo, a bad URL or a bad network id instead of leaving an endpoint unset', () => {
    expect(() => parseOperatorEndpoints({ authURL: 'https://a.example' })).toThrow(/endpoints.authURL is not an endpoint/)
    expect(() => parseOperatorEndpoints({ authUrl: 'ftp://a.example' })).toThrow(/endpoints.authUrl must be http/)
    expect(() => parseOperatorEndpoints({ rpcUrls: { mainnet: 'https://a.example' } })).toThrow(/not a CAIP-2/)
    expect(() => parseOperatorEndpoints('https://a.example')).toThrow(/must be an object/)
  })
})
