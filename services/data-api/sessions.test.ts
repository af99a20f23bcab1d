import { secp256k1 } from '@noble/curves/secp256k1.js'
import * as sr25519 from '@scure/sr25519'
import { p2wpkh } from '@scure/btc-signer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bitcoinNetworkParams } from '../../shared/bitcoin/bitcoinNetworkParams'
import { signBip322 } from '../../shared/bitcoin/signBip322'
import { ss58Encode } from '../../shared/polkadot/ss58Encode'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { buildSiwxMessage } from '../../shared/siwx/buildSiwxMessage'
import type { SiwxMessageData } from '../../shared/siwx/SiwxSession'
import { startTestStack } from './testing/testHelpers'
import type { Stack } from '../stack'

let stack: Stack
let cleanup: () => Promise<void>
beforeAll(async () => ({ stack, cleanup } = await startTestStack(150)), 60_000)
afterAll(async () => cleanup?.())

const P = 'projectId=airlock-demo'
const HOST = { 'x-airlock-host-origin': 'http://127.0.0.1:15173' }
const me = privateKeyToAccount(generatePrivateKey())

async function nonce(): Promise<string> {
  const res = await stack.dataApi.inject({ method: 'GET', url: `/v1/sessions/nonce?${P}` })
  expect(res.statusCode).toBe(200)
  return res.json().nonce
}

async function signIn(patch: Partial<SiwxMessageData> = {}, account = me) {
  const data: SiwxMessageData = {
    domain: '127.0.0.1:15173', accountAddress: account.address, chainId: 'eip155:1', uri: 'http://127.0.0.1:15173', version: '1',
    nonce: await nonce(), issuedAt: new Date().toISOString(), expirationTime: new Date(Date.now() + 3_600_000).toISOString(), ...patch,
  }
  const message = buildSiwxMessage(data)
  return { message, signature: await account.signMessage({ message }) }
}
const post = (address: string, body: object, headers: Record<string, string> = HOST) =>
  stack.dataApi.inject({ method: 'POST', url: `/v1/sessions/${address}`, headers, payload: { projectId: 'airlock-demo', ...body } })
const get = (address: string, secret?: string, q = '', headers: Record<string, string> = {}) =>
  stack.dataApi.inject({ method: 'GET', url: `/v1/sessions/${address}?${P}${q}`, headers: { ...headers, ...(secret ? { authorization: `Bearer ${secret}` } : {}) } })
const list = async (address: string, secret: string, q = '') => (await get(address, secret, q)).json().sessions as { pci: string; message: string; signature?: string; secretHash?: string }[]
const revoke = (address: string, pci: string, auth: { secret?: string; signature?: string }) =>
  stack.dataApi.inject({
    method: 'POST', url: `/v1/sessions/${address}/revoke`,
    headers: auth.secret ? { authorization: `Bearer ${auth.secret}` } : {},
    payload: { projectId: 'airlock-demo', pci, ...(auth.signature ? { signature: auth.signature } : {}) },
  })

describe('sign-in sessions', () => {
  it('issues distinct alphanumeric nonces', async () => {
    const [a, b] = [await nonce(), await nonce()]
    expect(a).toMatch(/^[A-Za-z0-9]{16}$/)
    expect(a).not.toBe(b)
  })

  it('stores a verified session per chain and lists it, to its bearer, without its signature', async () => {
    const s = await signIn()
    const res = await post(me.address, s)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ message: s.message, data: { accountAddress: me.address, chainId: 'eip155:1' } })
    expect(res.json().signature).toBeUndefined()
    expect(res.json().secret).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const base = await signIn({ chainId: 'eip155:8453' })
    const baseRes = await post(me.address, base)
    expect(baseRes.statusCode).toBe(200)
    expect((await list(me.address.toLowerCase(), res.json().secret)).map((x) => x.message)).toEqual([s.message, base.message])
    expect(await list(me.address, baseRes.json().secret, '&chainId=eip155:8453')).toHaveLength(1)
    expect((await list(me.address, res.json().secret)).every((x) => x.signature === undefined && x.secretHash === undefined)).toBe(true)
  })

  it('refuses a reused nonce, a nonce it never issued, a tampered signature and another address', async () => {
    const s = await signIn()
    expect((await post(me.address, s)).statusCode).toBe(200)
    expect((await post(me.address, s)).json()).toMatchObject({ code: 'nonce-mismatch' })
    const forged = await signIn({ nonce: 'madeUpNonce123' })
    expect((await post(me.address, forged)).statusCode).toBe(401)
    const t = await signIn()
    const bad = await post(me.address, { ...t, signature: t.signature.replace(/.{4}$/, '0000') })
    expect(bad.statusCode).toBe(401)
    expect(bad.json().code).toBe('invalid-signature')
    const other = privateKeyToAccount(generatePrivateKey())
    expect((await post(other.address, await signIn())).statusCode).toBe(401)
  })

  it('refuses a message for a domain or URI that is not the embedding page, and an expired one', async () => {
    expect((await post(me.address, await signIn({ domain: 'evil.example', uri: 'https://evil.example' }))).statusCode).toBe(401)
    expect((await post(me.address, await signIn({ domain: '127.0.0.1:5173', uri: 'http://127.0.0.1:5173' }))).statusCode).toBe(401)
    const expired = await signIn({ issuedAt: '2020-01-01T00:00:00.000Z', expirationTime: '2020-01-02T00:00:00.000Z' })
    expect((await post(me.address, expired)).json()).toMatchObject({ code: 'expired' })
  })

  it('revokes a session only with its own bearer', async () => {
    const who = privateKeyToAccount(generatePrivateKey())
    const s = await signIn({}, who)
    const { pci, secret } = (await post(who.address, s)).json()
    expect((await revoke(who.address, pci, { secret: 'x'.repeat(43) })).statusCode).toBe(401)
    expect(await list(who.address, secret)).toHaveLength(1)
    expect((await revoke(who.address, pci, { secret })).json()).toEqual({ revoked: pci })
    expect((await get(who.address, secret)).statusCode).toBe(401)
    expect((await revoke(who.address, pci, { secret })).statusCode).toBe(401)
  })
})

describe('sign-in sessions, as another party that knows the address', () => {
  const OTHER_DAPP = { 'x-airlock-host-origin': 'http://127.0.0.1:5173' }

  it('GET /v1/sessions/:address without proof of the address lists nothing (401)', async () => {
    const victim = privateKeyToAccount(generatePrivateKey())
    expect((await post(victim.address, await signIn({}, victim))).statusCode).toBe(200)
    for (const headers of [{} as Record<string, string>, HOST, OTHER_DAPP, { authorization: 'Bearer ' }, { authorization: `Bearer ${'A'.repeat(43)}` }]) {
      const res = await get(victim.address, undefined, '', headers)
      expect(res.statusCode).toBe(401)
      expect(res.json().sessions).toBeUndefined()
    }
  })

  it("another dapp of the project can't read, replace or revoke a dapp's session, nor can its signature revoke it", async () => {
    const victim = privateKeyToAccount(generatePrivateKey())
    const mine = await signIn({}, victim)
    const { pci, secret } = (await post(victim.address, mine)).json()
    // The visitor also signs in on another dapp of the same project, on the same chain.
    const theirs = await signIn({ domain: '127.0.0.1:5173', uri: 'http://127.0.0.1:5173' }, victim)
    const other = (await post(victim.address, theirs, OTHER_DAPP)).json()
    expect(other.secret).toEqual(expect.any(String))
    // Its bearer lists only its own session: no message, pci or signature of the first dapp.
    const seen = JSON.stringify(await list(victim.address, other.secret))
    expect(seen).toContain(theirs.message.split('\n')[0])
    expect(seen).not.toContain(pci)
    expect(seen).not.toContain(mine.signature)
    expect(seen).not.toContain(mine.message)
    // Signing in there did not replace the first dapp's session, and its bearer can't end it.
    expect((await list(victim.address, secret)).map((x) => x.pci)).toEqual([pci])
    expect((await revoke(victim.address, pci, { secret: other.secret })).statusCode).toBe(403)
    // The session's signature is what every page and server of the dapp holds: it revokes nothing.
    expect((await revoke(victim.address, pci, { signature: mine.signature })).statusCode).toBe(401)
    expect((await list(victim.address, secret)).map((x) => x.pci)).toEqual([pci])
  })
})

describe('sign-in sessions of Bitcoin and Polkadot accounts', () => {
  it('stores a BIP-322 sign-in of a regtest payment address and an sr25519 sign-in of a Polkadot address, and refuses an address of neither kind', async () => {
    const key = secp256k1.utils.randomSecretKey()
    const payment = p2wpkh(secp256k1.getPublicKey(key, true), bitcoinNetworkParams('regtest')).address!
    const btc = buildSiwxMessage({ ...(await base(payment, 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328')) })
    const stored = await post(payment, { message: btc, signature: signBip322(btc, key, 'p2wpkh') })
    expect(stored.statusCode).toBe(200)
    expect((await list(payment, stored.json().secret)).map((x) => x.message)).toEqual([btc])
    // Another Bitcoin address is not the one that signed.
    const other = p2wpkh(secp256k1.getPublicKey(secp256k1.utils.randomSecretKey(), true), bitcoinNetworkParams('regtest')).address!
    const again = buildSiwxMessage(await base(payment, 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'))
    expect((await post(other, { message: again, signature: signBip322(again, key, 'p2wpkh') })).statusCode).toBe(401)

    const secret = sr25519.secretFromSeed(crypto.getRandomValues(new Uint8Array(32)))
    const dot = ss58Encode(sr25519.getPublicKey(secret), 0)
    const message = buildSiwxMessage(await base(dot, 'polkadot:91b171bb158e2d3848fa23a9f1c25182'))
    const signature = '0x' + Buffer.from(sr25519.sign(secret, new TextEncoder().encode(`<Bytes>${message}</Bytes>`))).toString('hex')
    const dotStored = await post(dot, { message, signature })
    expect(dotStored.statusCode).toBe(200)
    expect((await list(dot, dotStored.json().secret)).map((x) => x.message)).toEqual([message])

    // Neither kind (a Bitcoin address with a broken checksum, a mistyped SS58 address): 400, nothing is verified.
    // The broken address ends in '0' or 'l', bech32 characters base58 lacks: a regtest address of
    // 44 characters without either is also a well-formed Solana address (32 bytes), which goes on
    // to the signature check (401).
    expect((await post(`${payment.slice(0, -1)}${payment.endsWith('0') ? 'l' : '0'}`, { message: btc, signature: 'AA==' })).statusCode).toBe(400)
    expect((await post(`${dot.slice(0, -1)}${dot.endsWith('A') ? 'B' : 'A'}`, { message, signature })).statusCode).toBe(400)
  })
})

async function base(accountAddress: string, chainId: SiwxMessageData['chainId']): Promise<SiwxMessageData> {
  return { domain: '127.0.0.1:15173', accountAddress, chainId, uri: 'http://127.0.0.1:15173', version: '1', nonce: await nonce(), issuedAt: new Date().toISOString(), expirationTime: new Date(Date.now() + 3_600_000).toISOString() }
}
