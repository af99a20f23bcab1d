import { describe, expect, it } from 'vitest'
import { base, mainnet } from '../../../../shared/networks'
import { makeStore } from '../../../app/makeStore'
import { optionsReceived } from '../../../state/options/optionsSlice'
import { EndpointNotAllowedError } from '../../../state/options/EndpointNotAllowedError'
import { createSmartAccounts } from './createSmartAccounts'
import { operatorRuns } from '../../../testing/operatorRuns'

const services = { apiUrl: 'http://127.0.0.1:1', registryUrl: 'http://127.0.0.1:1', analyticsUrl: 'http://127.0.0.1:1', relayUrl: 'ws://127.0.0.1:2', authUrl: 'http://127.0.0.1:3' }

const TOKEN = 'the-visitors-session-token'
const USER = 'email:visitor@example.test'

function setup(extra: Record<string, unknown>) {
  const store = makeStore()
  store.dispatch(operatorRuns({ apiUrl: 'http://127.0.0.1:1', authUrl: 'http://127.0.0.1:3', bundlerUrls: { 'eip155:8453': 'http://127.0.0.1:14338' }, paymasterUrl: ['http://127.0.0.1:14339', 'http://127.0.0.1:9'] }))
  store.dispatch(optionsReceived({ projectId: 'airlock-demo', networks: [mainnet, base], services: { ...services, ...extra } }))
  return createSmartAccounts(store, { sessionToken: () => TOKEN, userId: () => USER })
}

describe('createSmartAccounts', () => {
  it('enables exactly the networks the options give a bundler for', () => {
    const smart = setup({ bundlerUrls: { 'eip155:8453': 'http://127.0.0.1:14338' } })
    expect(smart.enabledNetworks()).toEqual(['eip155:8453'])
    expect(smart.available(base)).toBe(true)
    expect(smart.available(mainnet)).toBe(false)
    expect(setup({}).enabledNetworks()).toEqual([])
    // A bundler the operator doesn't run is refused; the operator's is used where it has one.
    expect(setup({ bundlerUrls: { 'eip155:1': 'https://attacker.example/bundler' } }).enabledNetworks()).toEqual([])
  })

  it("sponsors with the operator's paymaster the dapp picks, else the operator's first, always with the modal's project, the visitor's session and the owner proof's statement; a paymaster the operator doesn't run is refused", () => {
    const smart = setup({ paymasterUrl: 'http://127.0.0.1:14339' })
    const headers = { authorization: `Bearer ${TOKEN}` }
    const proveOwner = { projectId: 'airlock-demo', userId: USER }
    expect(smart.sponsorship({ url: 'http://127.0.0.1:9', context: { policy: 'x' } })).toEqual({ url: 'http://127.0.0.1:9/', context: { projectId: 'airlock-demo' }, headers, proveOwner })
    expect(smart.sponsorship({})).toEqual({ url: 'http://127.0.0.1:14339/', context: { projectId: 'airlock-demo' }, headers, proveOwner })
    expect(() => smart.sponsorship({ url: 'javascript:alert(1)' })).toThrow(expect.objectContaining({ code: 'AIRLOCK_ENDPOINT_NOT_ALLOWED', option: 'paymasterService.url' }))
    expect(() => smart.sponsorship({ url: 'https://attacker.example/pm' })).toThrow(EndpointNotAllowedError)
  })

  it("ignores a dapp's context that names another project for the operator's paymaster", () => {
    const smart = setup({ paymasterUrl: 'http://127.0.0.1:14339' })
    for (const url of ['http://127.0.0.1:14339', 'http://127.0.0.1:14339/', undefined]) {
      expect(smart.sponsorship({ url, context: { projectId: 'someone-elses-project' } })?.context).toEqual({ projectId: 'airlock-demo' })
    }
  })

  it('remembers the chain of each batch id, case-insensitively', () => {
    const smart = setup({})
    smart.sent('0xABCD', 8453)
    expect(smart.chainOf('0xabcd')).toBe(8453)
    expect(smart.chainOf('0x1234')).toBeUndefined()
  })
})
