import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { buildSiwxMessage } from '../../shared/siwx/buildSiwxMessage'
import type { SiwxMessageData } from '../../shared/siwx/SiwxSession'
import { startTestStack } from './internal/testHelpers'
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
const list = async (address: string, q = '') => (await stack.dataApi.inject({ method: 'GET', url: `/v1/sessions/${address}?${P}${q}` })).json().sessions as { pci: string; message: string; signature?: string }[]

describe('sign-in sessions', () => {
  it('issues distinct alphanumeric nonces', async () => {
    const [a, b] = [await nonce(), await nonce()]
    expect(a).toMatch(/^[A-Za-z0-9]{16}$/)
    expect(a).not.toBe(b)
  })

  it('stores a verified session per chain and lists it without its signature', async () => {
    const s = await signIn()
    const res = await post(me.address, s)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ message: s.message, data: { accountAddress: me.address, chainId: 'eip155:1' } })
    expect(res.json().signature).toBeUndefined()
    const base = await signIn({ chainId: 'eip155:8453' })
    expect((await post(me.address, base)).statusCode).toBe(200)
    expect((await list(me.address.toLowerCase())).map((x) => x.message)).toEqual([s.message, base.message])
    expect(await list(me.address, '&chainId=eip155:8453')).toHaveLength(1)
    expect((await list(me.address)).every((x) => x.signature === undefined)).toBe(true)
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

  it('revokes a session only with its own signature', async () => {
    const who = privateKeyToAccount(generatePrivateKey())
    const s = await signIn({}, who)
    const { pci } = (await post(who.address, s)).json()
    const revoke = (signature: string) => stack.dataApi.inject({ method: 'POST', url: `/v1/sessions/${who.address}/revoke`, payload: { projectId: 'airlock-demo', pci, signature } })
    expect((await revoke('0x' + '11'.repeat(65))).statusCode).toBe(401)
    expect(await list(who.address)).toHaveLength(1)
    expect((await revoke(s.signature)).json()).toEqual({ revoked: pci })
    expect(await list(who.address)).toEqual([])
    expect((await revoke(s.signature)).statusCode).toBe(404)
  })
})
