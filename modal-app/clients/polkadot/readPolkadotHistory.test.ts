// The typed api.tx of the Polkadot runtime's pallets.
import '@polkadot/api-augment'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { ApiPromise, HttpProvider } from '@polkadot/api'
import { Keyring } from '@polkadot/keyring'
import { hexToU8a } from '@polkadot/util'
import { cryptoWaitReady } from '@polkadot/util-crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startPolkadot, type RunningPolkadot } from '../../../services/polkadot/startPolkadot'
import { STANDIN_FEE } from '../../../services/polkadot/internal/PolkadotChain'
import { polkadotTestAccounts } from '../../../services/polkadot/testAccounts'
import { polkadot as polkadotNetwork } from '../../../shared/networks/networks'
import { readPolkadotHistory } from './readPolkadotHistory'

let chain: RunningPolkadot
let api: ApiPromise
const DOT = 10_000_000_000n
const [sender, receiver] = [polkadotTestAccounts[0]!, polkadotTestAccounts[1]!]

beforeAll(async () => {
  await cryptoWaitReady()
  chain = await startPolkadot({ port: 0, log: () => {} })
  api = await ApiPromise.create({ provider: new HttpProvider(chain.rpcUrl), noInitWarn: true })
  const key = new Keyring({ type: 'sr25519', ss58Format: 0 }).addFromSeed(hexToU8a(sender.seed))
  await api.tx.balances.transferKeepAlive(receiver.address, 2n * DOT).signAndSend(key)
  await api.tx.system.remark('0x68656c6c6f').signAndSend(key)
  // More than the sender holds: included, fails, pays its fee.
  await api.tx.balances.transferKeepAlive(receiver.address, 20_000n * DOT).signAndSend(key)
}, 60_000)

afterAll(async () => {
  await api?.disconnect()
  await chain?.stop()
})

describe('readPolkadotHistory', () => {
  it("reads the sender's extrinsics from the local chain, newest first: what left the account (amount and fee, only the fee when it failed) and a remark under its call's name", async () => {
    const rows = await readPolkadotHistory(chain.rpcUrl, polkadotNetwork, sender.address)
    expect(rows.map((r) => [r.metadata.operationType, r.metadata.status, r.metadata.sentTo, r.transfers])).toEqual([
      ['send', 'failed', receiver.address, [{ fungible_info: { name: 'Polkadot', symbol: 'DOT' }, direction: 'out', quantity: { numeric: '0.0158' } }]],
      ['system.remark', 'confirmed', '', [{ fungible_info: { name: 'Polkadot', symbol: 'DOT' }, direction: 'out', quantity: { numeric: '0.0158' } }]],
      ['send', 'confirmed', receiver.address, [{ fungible_info: { name: 'Polkadot', symbol: 'DOT' }, direction: 'out', quantity: { numeric: '2.0158' } }]],
    ])
    expect(STANDIN_FEE).toBe(158_000_000n)
    expect(rows.every((r) => r.metadata.chain === polkadotNetwork.caipNetworkId && /^0x[0-9a-f]{64}$/.test(r.id) && r.metadata.sentFrom === sender.address)).toBe(true)
  })

  it("reads the receiver's: the transfer that landed, not the one that failed", async () => {
    const rows = await readPolkadotHistory(chain.rpcUrl, polkadotNetwork, receiver.address, 7)
    expect(rows[1]!.transfers[0]).toMatchObject({ price: 7, value: 14 })
    expect(rows.map((r) => [r.metadata.operationType, r.metadata.status, r.metadata.sentFrom, r.transfers.map((t) => `${t.direction} ${t.quantity.numeric}`)])).toEqual([
      ['receive', 'failed', sender.address, []],
      ['receive', 'confirmed', sender.address, ['in 2']],
    ])
  })

  it('fails (for the Activity tab to say so) where the endpoint keeps no history, as a node does not, or answers something else', async () => {
    let answer: unknown = { error: { code: -32601, message: 'Method not found' } }
    const node = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ jsonrpc: '2.0', id: 1, ...(answer as object) })))
    await new Promise<void>((resolve) => node.listen(0, '127.0.0.1', resolve))
    const url = `http://127.0.0.1:${(node.address() as AddressInfo).port}`
    try {
      await expect(readPolkadotHistory(url, polkadotNetwork, sender.address)).rejects.toMatchObject({ code: -32601 })
      answer = { result: [{ extrinsicHash: '0x01', signer: sender.address, section: 'balances', method: 'transferKeepAlive', amount: '-5', fee: '1', tip: '0', success: true, timestamp: 0 }] }
      await expect(readPolkadotHistory(url, polkadotNetwork, sender.address)).rejects.toThrow('Malformed airlock_accountHistory result')
      // Not an SS58 address: nothing to ask the chain about.
      await expect(readPolkadotHistory(url, polkadotNetwork, 'not an address')).resolves.toEqual([])
    } finally {
      node.close()
    }
  })
})
