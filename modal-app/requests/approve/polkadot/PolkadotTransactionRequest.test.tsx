// @vitest-environment jsdom
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Metadata, TypeRegistry, expandMetadata } from '@polkadot/types'
import type { SignerPayloadJSON } from '@polkadot/types/types'
import staticPolkadot from '@polkadot/types-support/metadata/static-polkadot'
import { u8aConcat, u8aToHex } from '@polkadot/util'
import { act } from 'react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { polkadot as polkadotNetwork } from '../../../../shared/networks/networks'
import { NO_OPERATOR_ENDPOINTS } from '../../../../shared/dataApi/projectSettings'
import { makeStore } from '../../../app/makeStore'
import { operatorSettingsReceived, optionsReceived } from '../../../state/options/optionsSlice'
import { renderInStore } from '../../../testing/renderInStore'
import type { PolkadotTransactionParams } from '../../methods/params'
import PolkadotTransactionRequest from './PolkadotTransactionRequest'

const allowAll = { swaps: true, onramp: true, receive: true, send: true, email: true, socials: true, history: true, allWallets: true, smartSessions: true, guestWallets: true }
const GENESIS = '0x91b171bb158e2d3848fa23a9f1c25182fb8e20313b2c1eb49219da7a70ce90c3'
const FROM = '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5'
const BLOCK_1000 = `0x${'ee'.repeat(32)}`
let registry: TypeRegistry
let metadata: Metadata
let server: Server
let rpcUrl: string

beforeAll(async () => {
  registry = new TypeRegistry()
  metadata = new Metadata(registry, staticPolkadot)
  registry.setMetadata(metadata)
  // The operator's Polkadot endpoint, answering the chain's metadata as a node does.
  server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => (body += chunk))
    req.on('end', () => {
      const { id, method, params } = JSON.parse(body) as { id: number; method: string; params: unknown[] }
      // Its block 1000 has the hash 0xee…; it has no other block the tests ask for.
      const result = method === 'chain_getBlockHash' ? (params[0] === 1000 ? BLOCK_1000 : null) : metadata.toHex()
      res.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' }).end(JSON.stringify({ jsonrpc: '2.0', id, result }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  rpcUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

/** A 1 DOT transfer's payload, as a dapp's @polkadot/api hands it to an extension. */
function payloadWith(extra: Partial<SignerPayloadJSON> = {}): SignerPayloadJSON {
  const decorated = expandMetadata(registry, metadata)
  const version = decorated.consts.system!.version! as unknown as { specVersion: { toNumber(): number }; transactionVersion: { toNumber(): number } }
  const call = decorated.tx.balances!.transferKeepAlive!({ Id: u8aToHex(new Uint8Array(32).fill(2)) }, 10_000_000_000n)
  return {
    address: FROM, blockHash: GENESIS, blockNumber: '0x00000000', era: '0x00', genesisHash: GENESIS, method: call.toHex(), nonce: '0x00000003',
    specVersion: `0x${version.specVersion.toNumber().toString(16).padStart(8, '0')}`, tip: '0x00000000000000000000000000000000',
    transactionVersion: `0x${version.transactionVersion.toNumber().toString(16).padStart(8, '0')}`, signedExtensions: registry.signedExtensions, version: 4, ...extra,
  }
}

async function render(payload: SignerPayloadJSON) {
  const store = makeStore()
  // The metadata comes from the operator's endpoint for Polkadot, never from the page.
  store.dispatch(operatorSettingsReceived({ analytics: false, features: allowAll, endpoints: { ...NO_OPERATOR_ENDPOINTS, rpcUrls: { [polkadotNetwork.caipNetworkId]: [rpcUrl] } } }))
  store.dispatch(optionsReceived({ projectId: 'p', networks: [polkadotNetwork] }))
  const params = { address: FROM, transactionPayload: payload } as unknown as PolkadotTransactionParams
  const { q } = renderInStore(<PolkadotTransactionRequest method="polkadot_signTransaction" params={params} network={polkadotNetwork} />, store)
  // React renders an act's updates only when the act ends, so each poll is its own act (one act
  // around the loop saw loading until its count ran out). Decoding with the whole Polkadot
  // metadata takes seconds on a loaded machine: the test's own limit ends a view stuck loading.
  while (q('airlock-approve-polkadot-loading')) await act(() => new Promise((r) => setTimeout(r, 25)))
  return (id: string) => q(id)?.textContent ?? null
}

describe('PolkadotTransactionRequest', { timeout: 120_000 }, () => {
  it('shows the tip exactly in the network’s DOT and the mortal era (its period and first block) the key signs', async () => {
    const era = registry.createType('ExtrinsicEra', { current: 1000, period: 64 }).toHex()
    const text = await render(payloadWith({ tip: '0x000000000000000000000000499602d2', era, blockNumber: '0x000003e8', blockHash: `0x${'ee'.repeat(32)}` }))
    expect(text('airlock-approve-polkadot-call')).toContain('balances.transferKeepAlive')
    expect(text('airlock-approve-polkadot-tip')).toContain('0.123456789 DOT')
    expect(text('airlock-approve-polkadot-era')).toContain('64 blocks from block 1000')
    expect(text('airlock-approve-polkadot-nonce')).toContain('3')
    expect(text('airlock-approve-polkadot-mode')).toContain('Off')
  })

  it("attacker: a mortal era that signs another block's hash than the start it shows is unreadable, with no era or call", async () => {
    const era = registry.createType('ExtrinsicEra', { current: 1000, period: 64 }).toHex()
    const text = await render(payloadWith({ era, blockNumber: '0x000003e8', blockHash: `0x${'28'.repeat(32)}` }))
    expect(text('airlock-approve-unreadable')).toBe('This request could not be read.')
    expect(text('airlock-approve-polkadot-era')).toBeNull()
    expect(text('airlock-approve-polkadot-call')).toBeNull()
  })

  it('shows an immortal payload as having no time limit, and a tip of zero', async () => {
    const text = await render(payloadWith())
    expect(text('airlock-approve-polkadot-era')).toContain('No time limit')
    expect(text('airlock-approve-polkadot-tip')).toContain('0 DOT')
  })

  it('attacker: a method with bytes after the call (a tip the runtime would read) shows as unreadable, with no call or tip', async () => {
    const payload = payloadWith()
    const junk = u8aConcat(new Uint8Array([0, 0]), registry.createType('Compact<Balance>', 10_000_000_000_000n).toU8a())
    const text = await render({ ...payload, method: `${payload.method}${u8aToHex(junk).slice(2)}` })
    expect(text('airlock-approve-unreadable')).not.toBeNull()
    expect(text('airlock-approve-polkadot-call')).toBeNull()
  })
})
