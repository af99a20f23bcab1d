import { hexToBytes } from '@noble/hashes/utils.js'
import { secp256k1 } from '@noble/curves/secp256k1.js'
import { OutScript, p2tr, p2wpkh, Transaction } from '@scure/btc-signer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bitcoinNetworkParams } from '../../shared/bitcoin/bitcoinNetworkParams'
import { startBitcoin, type RunningBitcoin } from './startBitcoin'
import { BITCOIN_TEST_SATS, bitcoinTestAccounts } from './testAccounts'

const network = bitcoinNetworkParams('regtest')
const [alice, bob] = bitcoinTestAccounts as [(typeof bitcoinTestAccounts)[0], (typeof bitcoinTestAccounts)[0]]
let bitcoin: RunningBitcoin

interface Utxo {
  txid: string
  vout: number
  value: number
  status: { confirmed: boolean }
}

async function get<T>(path: string): Promise<T> {
  const res = await fetch(`${bitcoin.url}${path}`)
  expect(res.status, path).toBe(200)
  const text = await res.text()
  return (text.startsWith('{') || text.startsWith('[') ? JSON.parse(text) : text) as T
}

async function broadcast(hex: string): Promise<{ status: number; text: string }> {
  const res = await fetch(`${bitcoin.url}/tx`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: hex })
  return { status: res.status, text: await res.text() }
}

/** Alice's payment coin sent to Bob's payment address, the rest back to her: signed, not yet sent. */
async function paymentSpend(amount: bigint, fee: bigint): Promise<Transaction> {
  const [utxo] = await get<Utxo[]>(`/address/${alice.paymentAddress}/utxo`)
  const tx = new Transaction()
  const payment = p2wpkh(hexToBytes(alice.paymentPublicKey), network)
  tx.addInput({ txid: utxo!.txid, index: utxo!.vout, witnessUtxo: { script: payment.script, amount: BigInt(utxo!.value) } })
  tx.addOutputAddress(bob.paymentAddress, amount, network)
  tx.addOutputAddress(alice.paymentAddress, BigInt(utxo!.value) - amount - fee, network)
  tx.sign(hexToBytes(alice.paymentKey))
  tx.finalize()
  return tx
}

beforeAll(async () => {
  bitcoin = await startBitcoin({ port: 0 })
})

afterAll(async () => {
  await bitcoin?.stop()
})

describe('startBitcoin (the regtest stand-in behind an Esplora API)', () => {
  it('funds the test accounts at start and lists their coins', async () => {
    expect(bitcoin.chainId).toBe('bip122:0f9188f13cb7b2c71f2a335e3a4fc328')
    expect(alice.paymentAddress).toMatch(/^bcrt1q/)
    expect(alice.ordinalsAddress).toMatch(/^bcrt1p/)
    const utxos = await get<Utxo[]>(`/address/${bob.paymentAddress}/utxo`)
    expect(utxos.map((u) => [u.value, u.status.confirmed])).toEqual([[Number(BITCOIN_TEST_SATS), true]])
    const info = await get<{ chain_stats: { funded_txo_sum: number; tx_count: number } }>(`/address/${bob.ordinalsAddress}`)
    expect(info.chain_stats).toMatchObject({ funded_txo_sum: Number(BITCOIN_TEST_SATS), tx_count: 1 })
    expect(Number(await get<string>('/blocks/tip/height'))).toBe(bitcoinTestAccounts.length * 2)
    expect((await get<Record<string, number>>('/fee-estimates'))['6']).toBeGreaterThanOrEqual(1)
  })

  it('takes a signed segwit payment into the mempool, then into a block, and moves the coins', async () => {
    const tx = await paymentSpend(25_000_000n, 1_000n)
    const sent = await broadcast(tx.hex)
    expect(sent).toEqual({ status: 200, text: tx.id })
    const pending = await get<{ status: { confirmed: boolean }; fee: number; vin: { prevout: { scriptpubkey_address: string } }[] }>(`/tx/${tx.id}`)
    expect(pending.status.confirmed).toBe(false)
    expect(pending.fee).toBe(1000)
    expect(pending.vin[0]!.prevout.scriptpubkey_address).toBe(alice.paymentAddress)
    const bobInfo = await get<{ mempool_stats: { funded_txo_sum: number } }>(`/address/${bob.paymentAddress}`)
    expect(bobInfo.mempool_stats.funded_txo_sum).toBe(25_000_000)

    // The same coin again is a double spend, refused with the node's reason.
    const again = await broadcast(tx.hex)
    expect(again.status).toBe(400)

    const mined = await (await fetch(`${bitcoin.url}/regtest/mine`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"blocks":1}' })).json()
    expect(mined).toMatchObject({ height: bitcoinTestAccounts.length * 2 + 1 })
    expect((await get<{ confirmed: boolean }>(`/tx/${tx.id}/status`)).confirmed).toBe(true)
    const bobCoins = await get<Utxo[]>(`/address/${bob.paymentAddress}/utxo`)
    expect(bobCoins.map((u) => u.value).sort()).toEqual([100_000_000, 25_000_000].sort())
    const aliceCoins = await get<Utxo[]>(`/address/${alice.paymentAddress}/utxo`)
    expect(aliceCoins.map((u) => u.value)).toEqual([100_000_000 - 25_000_000 - 1_000])
    const history = await get<{ txid: string }[]>(`/address/${alice.paymentAddress}/txs`)
    expect(history[0]!.txid).toBe(tx.id)
  })

  it('takes a taproot key-path spend', async () => {
    const [utxo] = await get<Utxo[]>(`/address/${alice.ordinalsAddress}/utxo`)
    const ordinals = p2tr(hexToBytes(alice.ordinalsPublicKey), undefined, network)
    const tx = new Transaction()
    tx.addInput({ txid: utxo!.txid, index: utxo!.vout, witnessUtxo: { script: ordinals.script, amount: BigInt(utxo!.value) }, tapInternalKey: ordinals.tapInternalKey })
    tx.addOutputAddress(bob.ordinalsAddress, 10_000n, network)
    tx.addOutputAddress(alice.ordinalsAddress, BigInt(utxo!.value) - 10_000n - 500n, network)
    tx.sign(hexToBytes(alice.ordinalsKey))
    tx.finalize()
    expect(await broadcast(tx.hex)).toEqual({ status: 200, text: tx.id })
  })

  it('refuses a transaction whose signature does not cover what it spends', async () => {
    const tx = await paymentSpend(1_000_000n, 1_000n)
    // Re-point the payment at another amount after signing: the signature no longer matches.
    const raw = hexToBytes(tx.hex)
    const tampered = Transaction.fromRaw(raw, { allowUnknownOutputs: true })
    tampered.updateOutput(0, { amount: 2_000_000n }, true)
    const refused = await broadcast(tampered.hex)
    expect(refused.status).toBe(400)
    expect(refused.text).toContain('mandatory-script-verify-flag-failed')
    // Signed by the wrong key: Bob's signature over the right digest, with Alice's public key.
    const forged = await paymentSpend(1_000_000n, 1_000n)
    const witness = forged.getInput(0).finalScriptWitness!
    const scriptCode = OutScript.encode({ type: 'pkh', hash: p2wpkh(hexToBytes(alice.paymentPublicKey), network).hash })
    const [utxo] = await get<Utxo[]>(`/address/${alice.paymentAddress}/utxo`)
    const digest = forged.preimageWitnessV0(0, scriptCode, 1, BigInt(utxo!.value))
    const bobSignature = new Uint8Array([...secp256k1.sign(digest, hexToBytes(bob.paymentKey), { prehash: false, format: 'der' }), 1])
    forged.updateInput(0, { finalScriptWitness: [bobSignature, witness[1]!] }, true)
    expect((await broadcast(forged.hex)).text).toContain('ECDSA signature does not verify')
    // Alice's signature presented with Bob's public key: the key does not hash to the program.
    forged.updateInput(0, { finalScriptWitness: [witness[0]!, hexToBytes(bob.paymentPublicKey)] }, true)
    expect((await broadcast(forged.hex)).text).toContain('public key does not match')
  })

  it('refuses what a node refuses: unknown inputs, fees under 1 sat/vB, dust, junk', async () => {
    const cheap = await paymentSpend(1_000_000n, 10n)
    expect((await broadcast(cheap.hex)).text).toContain('min relay fee not met')
    const dust = await paymentSpend(100n, 1_000n)
    expect((await broadcast(dust.hex)).text).toContain('dust')
    expect((await broadcast('zz')).status).toBe(400)
    expect((await fetch(`${bitcoin.url}/address/tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx/utxo`)).status).toBe(400)
    expect((await fetch(`${bitcoin.url}/tx/${'ab'.repeat(32)}`)).status).toBe(404)
  })

  it('answers only its own loopback Host and lets only loopback pages read', async () => {
    const { request } = await import('node:http')
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(`${bitcoin.url}/blocks/tip/height`, { headers: { host: `rebind.example:${bitcoin.port}` } }, (res) => resolve(res.statusCode ?? 0))
      req.on('error', reject)
      req.end()
    })
    expect(status).toBe(421)
    const page = await fetch(`${bitcoin.url}/blocks/tip/height`, { headers: { origin: 'http://localhost:5174' } })
    expect(page.headers.get('access-control-allow-origin')).toBe('http://localhost:5174')
    const foreign = await fetch(`${bitcoin.url}/blocks/tip/height`, { headers: { origin: 'https://evil.example' } })
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull()
  })
})
