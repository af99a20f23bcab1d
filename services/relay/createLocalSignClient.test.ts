import { getSdkError } from '@walletconnect/utils'
import { privateKeyToAccount } from 'viem/accounts'
import { verifyMessage, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeLocalSignClient, createLocalSignClient, type LocalSignClient } from './createLocalSignClient'
import { watchOutboundConnections } from './internal/watchOutboundConnections'
import { startRelay, type RunningRelay } from './startRelay'

// anvil's first two well-known dev keys: a real signature, no network.
const account = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
const second = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
const chains = ['eip155:1', 'eip155:8453']
const methods = ['personal_sign', 'eth_sendTransaction']
const events = ['accountsChanged', 'chainChanged']

let relay: RunningRelay
let dapp: LocalSignClient
let wallet: LocalSignClient
let outbound: ReturnType<typeof watchOutboundConnections>
let sessionTopic = ''

function once<T>(client: LocalSignClient, event: Parameters<LocalSignClient['once']>[0]): Promise<T> {
  return new Promise((resolve) => client.once(event, (args: unknown) => resolve(args as T)))
}

beforeAll(async () => {
  outbound = watchOutboundConnections()
  relay = await startRelay({ port: 0, log: process.env.RELAY_LOG ? console.log : () => {} })
  dapp = await createLocalSignClient({ relayUrl: relay.url, name: 'dapp' })
  wallet = await createLocalSignClient({ relayUrl: relay.url, name: 'wallet' })
})

afterAll(async () => {
  await closeLocalSignClient(dapp)
  await closeLocalSignClient(wallet)
  await relay.stop()
  outbound.restore()
})

describe('two real sign clients on the local relay', () => {
  it('pairs, approves eip155:1 and eip155:8453, and hands the dapp the session', async () => {
    const { uri, approval } = await dapp.connect({ optionalNamespaces: { eip155: { chains, methods, events } } })
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    const proposal = once<{ id: number }>(wallet, 'session_proposal')
    await wallet.pair({ uri: uri! })
    const { id } = await proposal
    const accounts = chains.map((c) => `${c}:${account.address}`)
    const { acknowledged } = await wallet.approve({ id, namespaces: { eip155: { chains, methods, events, accounts } } })
    const session = await approval()
    await acknowledged()
    sessionTopic = session.topic
    expect(session.namespaces.eip155?.accounts).toEqual(accounts)
    expect(wallet.session.get(sessionTopic).acknowledged).toBe(true)
  })

  it('round-trips a personal_sign request with a real signature', async () => {
    wallet.once('session_request', async ({ id, topic, params }) => {
      const [message] = params.request.params as [Hex, string]
      const signature = await account.signMessage({ message: { raw: message } })
      await wallet.respond({ topic, response: { id, jsonrpc: '2.0', result: signature } })
    })
    const message = '0x48656c6c6f204169726c6f636b' as Hex
    const signature = await dapp.request<Hex>({
      topic: sessionTopic,
      chainId: 'eip155:1',
      request: { method: 'personal_sign', params: [message, account.address] },
    })
    expect(await verifyMessage({ address: account.address, message: { raw: message }, signature })).toBe(true)
  })

  it('delivers an accountsChanged session event to the dapp', async () => {
    const seen = once<{ params: { event: { name: string; data: string[] } } }>(dapp, 'session_event')
    await wallet.emit({ topic: sessionTopic, chainId: 'eip155:1', event: { name: 'accountsChanged', data: [second.address] } })
    const { params } = await seen
    expect(params.event).toEqual({ name: 'accountsChanged', data: [second.address] })
  })

  it('shows a wallet-side disconnect to the dapp', async () => {
    const deleted = once<{ topic: string }>(dapp, 'session_delete')
    await wallet.disconnect({ topic: sessionTopic, reason: getSdkError('USER_DISCONNECTED') })
    expect((await deleted).topic).toBe(sessionTopic)
  })

  it('reports a rejected proposal to the dapp as an error', async () => {
    const { uri, approval } = await dapp.connect({ optionalNamespaces: { eip155: { chains, methods, events } } })
    const proposal = once<{ id: number }>(wallet, 'session_proposal')
    await wallet.pair({ uri: uri! })
    await wallet.reject({ id: (await proposal).id, reason: getSdkError('USER_REJECTED') })
    await expect(approval()).rejects.toMatchObject({ code: 5000 })
  })

  it('never reached a host outside loopback', () => {
    expect(outbound.hosts).toEqual([])
  })
})
