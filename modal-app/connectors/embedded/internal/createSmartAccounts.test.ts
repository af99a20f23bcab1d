import { describe, expect, it } from 'vitest'
import { base, mainnet } from '../../../../shared/networks'
import { makeStore } from '../../../app/makeStore'
import { optionsReceived } from '../../../features/options/optionsSlice'
import { createSmartAccounts } from './createSmartAccounts'

const services = { apiUrl: 'http://127.0.0.1:1', registryUrl: 'http://127.0.0.1:1', analyticsUrl: 'http://127.0.0.1:1', relayUrl: 'ws://127.0.0.1:2', authUrl: 'http://127.0.0.1:3' }

const TOKEN = 'the-visitors-session-token'

function setup(extra: Record<string, unknown>) {
  const store = makeStore()
  store.dispatch(optionsReceived({ projectId: 'airlock-demo', networks: [mainnet, base], services: { ...services, ...extra } }))
  return createSmartAccounts(store, { sessionToken: () => TOKEN })
}

describe('createSmartAccounts', () => {
  it('enables exactly the networks the options give a bundler for', () => {
    const smart = setup({ bundlerUrls: { 'eip155:8453': 'http://127.0.0.1:14338' } })
    expect(smart.enabledNetworks()).toEqual(['eip155:8453'])
    expect(smart.available(base)).toBe(true)
    expect(smart.available(mainnet)).toBe(false)
    expect(setup({}).enabledNetworks()).toEqual([])
  })

  it("sponsors through the operator's paymaster with the modal's project and the visitor's session, else the dapp's own paymaster without them, else not at all", () => {
    const smart = setup({ paymasterUrl: 'http://127.0.0.1:14339' })
    const operator = { url: 'http://127.0.0.1:14339', context: { projectId: 'airlock-demo' }, headers: { authorization: `Bearer ${TOKEN}` } }
    expect(smart.sponsorship({})).toEqual(operator)
    expect(smart.sponsorship({ url: 'javascript:alert(1)' })).toEqual(operator)
    // A dapp's own paymaster gets its own context, and never the visitor's session.
    expect(smart.sponsorship({ url: 'http://127.0.0.1:9', context: { policy: 'x' } })).toEqual({ url: 'http://127.0.0.1:9', context: { policy: 'x' } })
    expect(setup({}).sponsorship({})).toBeUndefined()
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
