// @vitest-environment jsdom
import { web3Enable, web3FromSource } from '@polkadot/extension-dapp'
import { describe, expect, it } from 'vitest'
import { mainnet, polkadot } from '../../shared/networks/networks'
import type { PublicState } from '../../shared/protocol/api'
import { injectPolkadotExtension } from './injectPolkadotExtension'
import type { SignerPayloadJSON } from './AirlockPolkadotExtension'

const ADDRESS = '15tjC7iAQk5ptdHr9Gvm2JHp8UVbjjUty998YXEYJd2CBDX8'
const OTHER = '13s5Zo9yW3UM4TBEnuEr7z4CCPmXWKm4P9ZWVWpQD1xQjr5q'
const SIGNATURE = `0x01${'ab'.repeat(64)}`

function fakeModal() {
  let state: PublicState = { open: false, view: 'Connect', loading: false, status: 'disconnected', accounts: [], themeMode: 'dark' }
  const listeners = new Set<(s: PublicState) => void>()
  const calls: Array<{ method: string; params?: object; chainId?: string }> = []
  let account: string | undefined
  const modal = {
    provider: {
      async request(args: { method: string; params?: object; chainId?: string }) {
        calls.push(args)
        if (args.method === 'polkadot_requestAccounts') return [(account ??= ADDRESS)]
        if (args.method === 'polkadot_getAccounts') return account ? [account] : []
        if (args.method === 'polkadot_signTransaction' || args.method === 'polkadot_signMessage') return { id: 0, signature: SIGNATURE }
        throw new Error(`unexpected ${args.method}`)
      },
    },
    getState: () => state,
    subscribe(listener: (s: PublicState) => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    setState(next: Partial<PublicState>, nextAccount: string | undefined) {
      account = nextAccount
      state = { ...state, ...next }
      for (const l of listeners) l(state)
    },
  }
  return { modal, calls }
}

const payload: SignerPayloadJSON = {
  address: ADDRESS,
  blockHash: '0x91b171bb158e2d3848fa23a9f1c25182fb8e20313b2c1eb49219da7a70ce90c3',
  blockNumber: '0x00000000',
  era: '0x00',
  genesisHash: '0x91b171bb158e2d3848fa23a9f1c25182fb8e20313b2c1eb49219da7a70ce90c3',
  method: '0x0000',
  nonce: '0x00000000',
  specVersion: '0x00000001',
  tip: '0x00000000000000000000000000000000',
  transactionVersion: '0x00000001',
  signedExtensions: [],
  version: 4,
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('injectPolkadotExtension', () => {
  it('injects nothing for a dapp without a Polkadot network', () => {
    expect(injectPolkadotExtension(fakeModal().modal, { networks: [mainnet] })).toBeUndefined()
  })

  it('is found by @polkadot/extension-dapp; enable asks the modal for the account on the Polkadot chain, and the signer goes through the modal', async () => {
    const { modal, calls } = fakeModal()
    injectPolkadotExtension(modal, { networks: [mainnet, polkadot] })
    const extensions = await web3Enable('test dapp')
    expect(extensions.map((e) => e.name)).toEqual(['airlock'])
    expect(calls[0]).toEqual({ method: 'polkadot_requestAccounts', chainId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182' })
    expect(await extensions[0]!.accounts.get()).toEqual([{ address: ADDRESS, name: 'Airlock', type: 'sr25519', genesisHash: null }])

    const { signer } = await web3FromSource('airlock')
    expect(await signer.signPayload!(payload as never)).toMatchObject({ signature: SIGNATURE })
    expect(calls.at(-1)).toEqual({ method: 'polkadot_signTransaction', chainId: polkadot.caipNetworkId, params: { address: ADDRESS, transactionPayload: payload } })
    expect(await signer.signRaw!({ address: ADDRESS, data: '0x68656c6c6f', type: 'bytes' })).toMatchObject({ signature: SIGNATURE })
    expect(calls.at(-1)).toEqual({ method: 'polkadot_signMessage', chainId: polkadot.caipNetworkId, params: { address: ADDRESS, message: '0x68656c6c6f' } })
  })

  it('refuses to sign for an account it did not give, and follows the modal when the account changes', async () => {
    const { modal, calls } = fakeModal()
    const extension = injectPolkadotExtension(modal, { networks: [polkadot], name: 'airlock-follow' })!
    const injected = await extension.enable('test dapp')
    await expect(injected.signer.signRaw({ address: OTHER, data: '0x00', type: 'bytes' })).rejects.toMatchObject({ code: 4100 })
    expect(calls.some((c) => c.method === 'polkadot_signMessage')).toBe(false)
    const seen: string[][] = []
    injected.accounts.subscribe((accounts) => void seen.push(accounts.map((a) => a.address)))
    modal.setState({ status: 'connected', address: OTHER }, OTHER)
    await flush()
    expect(await injected.accounts.get()).toEqual([{ address: OTHER, name: 'Airlock', type: 'sr25519', genesisHash: null }])
    expect(seen).toEqual([[ADDRESS], [OTHER]])
    modal.setState({ status: 'disconnected', address: undefined }, undefined)
    await flush()
    expect(await injected.accounts.get()).toEqual([])
  })
})
