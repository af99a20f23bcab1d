// The typed api.tx / api.query of the Polkadot runtime's pallets.
import '@polkadot/api-augment'
import { request } from 'node:http'
import { ApiPromise, HttpProvider } from '@polkadot/api'
import { Keyring } from '@polkadot/keyring'
import type { KeyringPair } from '@polkadot/keyring/types'
import { hexToU8a, u8aToHex } from '@polkadot/util'
import { cryptoWaitReady, sr25519PairFromSeed, encodeAddress } from '@polkadot/util-crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { STANDIN_FEE } from './internal/PolkadotChain'
import { startPolkadot, type RunningPolkadot } from './startPolkadot'
import { POLKADOT_GENESIS_HASH, POLKADOT_TEST_PLANCK, polkadotTestAccounts } from './testAccounts'

const DOT = 10_000_000_000n
let polkadot: RunningPolkadot
let api: ApiPromise
let keyring: Keyring
const logs: string[] = []

const pair = (i: number): KeyringPair => keyring.addFromSeed(hexToU8a(polkadotTestAccounts[i]!.seed))
const free = async (address: string): Promise<bigint> => ((await api.query.system.account(address)) as unknown as { data: { free: { toBigInt(): bigint } } }).data.free.toBigInt()

async function rpc(method: string, params: unknown[] = [], init: RequestInit = {}): Promise<{ status: number; json: { result?: unknown; error?: { code: number; message: string; data?: unknown } } }> {
  const res = await fetch(polkadot.rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }), ...init })
  return { status: res.status, json: (await res.json()) as { result?: unknown; error?: { code: number; message: string; data?: unknown } } }
}

beforeAll(async () => {
  await cryptoWaitReady()
  keyring = new Keyring({ type: 'sr25519', ss58Format: 0 })
  polkadot = await startPolkadot({ port: 0, log: (l) => logs.push(l) })
  api = await ApiPromise.create({ provider: new HttpProvider(polkadot.rpcUrl), noInitWarn: true })
}, 60_000)

afterAll(async () => {
  await api?.disconnect()
  await polkadot?.stop()
})

describe('startPolkadot with a real @polkadot/api', () => {
  it('answers as Polkadot with the real metadata and funds the test accounts', async () => {
    expect(api.genesisHash.toHex()).toBe(POLKADOT_GENESIS_HASH)
    expect(polkadot.chainId).toBe('polkadot:91b171bb158e2d3848fa23a9f1c25182')
    expect((await api.rpc.system.chain()).toString()).toBe('Polkadot')
    expect(api.runtimeVersion.specName.toString()).toBe('polkadot')
    expect(api.registry.chainDecimals).toEqual([10])
    expect(api.registry.chainTokens).toEqual(['DOT'])
    for (let i = 0; i < polkadotTestAccounts.length; i++) {
      // The listed address is the one the seed gives, so no typo funds a stranger.
      const { publicKey } = sr25519PairFromSeed(hexToU8a(polkadotTestAccounts[i]!.seed))
      expect(encodeAddress(publicKey, 0)).toBe(polkadotTestAccounts[i]!.address)
      expect(await free(polkadotTestAccounts[i]!.address)).toBe(POLKADOT_TEST_PLANCK)
    }
    expect(api.tx.balances.transferKeepAlive).toBeTypeOf('function')
  })

  it('applies a signed transfer: balances, nonce, block and history move', async () => {
    const from = pair(1)
    const to = keyring.addFromUri('//airlock-unit-receiver').address
    const before = await free(from.address)
    const head = (await api.rpc.chain.getHeader()).number.toNumber()
    const hash = await api.tx.balances.transferKeepAlive(to, 2n * DOT).signAndSend(from)
    expect(hash.toHex()).toMatch(/^0x[0-9a-f]{64}$/)
    expect(await free(to)).toBe(2n * DOT)
    expect(await free(from.address)).toBe(before - 2n * DOT - STANDIN_FEE)
    expect((await api.rpc.system.accountNextIndex(from.address)).toNumber()).toBe(1)
    const header = await api.rpc.chain.getHeader()
    expect(header.number.toNumber()).toBe(head + 1)
    const block = await api.rpc.chain.getBlock(header.hash)
    expect(block.block.extrinsics[0]!.hash.toHex()).toBe(hash.toHex())
    expect(block.block.extrinsics[0]!.method.method).toBe('transferKeepAlive')

    const history = (await rpc('airlock_accountHistory', [to])).json.result as { extrinsicHash: string; section: string; method: string; signer: string; to: string; amount: string; success: boolean; fee: string }[]
    expect(history).toHaveLength(1)
    expect(history[0]).toMatchObject({ extrinsicHash: hash.toHex(), section: 'balances', method: 'transferKeepAlive', signer: from.address, to, amount: (2n * DOT).toString(), success: true, fee: STANDIN_FEE.toString() })
  })

  it('accepts a mortal era signed against a recent block and an ed25519 signer', async () => {
    const ed = new Keyring({ type: 'ed25519', ss58Format: 0 }).addFromUri('//airlock-unit-ed25519')
    await api.tx.balances.transferAllowDeath(ed.address, 5n * DOT).signAndSend(pair(2), { era: 64 })
    expect(await free(ed.address)).toBe(5n * DOT)
    await api.tx.system.remarkWithEvent('hello from ed25519').signAndSend(ed)
    expect(await free(ed.address)).toBe(5n * DOT - STANDIN_FEE)
  })

  it('refuses a bad signature, a replayed nonce and a call it does not run, changing nothing', async () => {
    const from = pair(3)
    const to = pair(4).address
    const tx = api.tx.balances.transferKeepAlive(to, DOT)
    const signed = await tx.signAsync(from, { nonce: 0 })
    const hex = signed.toHex()
    // Flip one byte of the signature (it starts after the 1-byte length prefix, version, and 33-byte MultiAddress + 1-byte sig type).
    const bytes = hexToU8a(hex)
    const at = bytes.length - api.tx.balances.transferKeepAlive(to, DOT).method.toU8a().length - 10
    bytes[at] = bytes[at]! ^ 0xff
    const tampered = await rpc('author_submitExtrinsic', [u8aToHex(bytes)])
    expect(tampered.json.error?.code).toBe(1010)
    expect(await free(from.address)).toBe(POLKADOT_TEST_PLANCK)

    // Signed for another chain: same bytes but the genesis the signer named is not this one.
    const foreign = await api.tx.balances.transferKeepAlive(to, DOT).signAsync(from, { nonce: 0, era: 0, blockHash: '0x' + '11'.repeat(32), genesisHash: '0x' + '11'.repeat(32) } as never)
    expect((await rpc('author_submitExtrinsic', [foreign.toHex()])).json.error).toMatchObject({ code: 1010, data: 'Transaction has a bad signature' })

    expect((await rpc('author_submitExtrinsic', [hex])).json.result).toBe(signed.hash.toHex())
    expect((await rpc('author_submitExtrinsic', [hex])).json.error).toMatchObject({ code: 1010, data: 'Transaction is outdated' })
    const staking = await api.tx.staking.chill().signAsync(from)
    expect((await rpc('author_submitExtrinsic', [staking.toHex()])).json.error).toMatchObject({ code: 1010, data: 'The local stand-in does not run staking.chill' })
    expect((await rpc('author_submitExtrinsic', ['0x1234'])).json.error?.code).toBe(1002)
    expect(await free(from.address)).toBe(POLKADOT_TEST_PLANCK - DOT - STANDIN_FEE)
  })

  it('includes a failing transfer with its fee paid, as a chain does', async () => {
    const from = pair(0)
    const stranger = keyring.addFromUri('//airlock-unit-dust').address
    // Under the existential deposit (1 DOT) a new account cannot be made.
    await api.tx.balances.transferAllowDeath(stranger, 1000n).signAndSend(from)
    expect(await free(stranger)).toBe(0n)
    expect(await free(from.address)).toBe(POLKADOT_TEST_PLANCK - STANDIN_FEE)
    const [entry] = (await rpc('airlock_accountHistory', [from.address, 1])).json.result as { success: boolean; error: string }[]
    expect(entry).toMatchObject({ success: false, error: 'token.BelowMinimum' })
  })

  it('answers only loopback hosts, and malformed requests with their JSON-RPC errors', async () => {
    // A page that re-points its own name at 127.0.0.1 (DNS rebinding) sends its name as Host.
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(polkadot.rpcUrl, { method: 'POST', headers: { host: `rebind.example:${polkadot.port}`, 'content-type': 'application/json' } }, (res) => {
        res.resume()
        resolve(res.statusCode ?? 0)
      })
      req.on('error', reject)
      req.end(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'system_chain', params: [] }))
    })
    expect(status).toBe(421)
    expect((await rpc('no_such_method')).json.error?.code).toBe(-32601)
    expect((await rpc('airlock_accountHistory', ['not-an-address'])).json.error?.code).toBe(-32602)
    const parse = await fetch(polkadot.rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' })
    expect(((await parse.json()) as { error: { code: number } }).error.code).toBe(-32700)
    const big = await fetch(polkadot.rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: 'x'.repeat(70 * 1024) }).catch(() => null)
    if (big) expect(big.status).toBe(413)
  })
})
