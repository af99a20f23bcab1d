import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadProjects } from '../fixtures/projects/loadProjects'
import { SqliteStorage } from '../fixtures/storage/SqliteStorage'
import { createDataApi } from './createDataApi'
import { defaultPrices } from './defaults'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { startTestStack } from './testing/testHelpers'
import type { Stack } from '../stack'

let stack: Stack
let cleanup: () => Promise<void>
const alice = privateKeyToAccount(generatePrivateKey())
const mallory = privateKeyToAccount(generatePrivateKey())
const P = 'projectId=airlock-demo'

beforeAll(async () => ({ stack, cleanup } = await startTestStack(190)), 60_000)
afterAll(async () => cleanup?.())

async function call(method: 'GET' | 'POST', url: string, payload?: unknown) {
  const res = await stack.dataApi.inject({ method, url: `${url}${url.includes('?') ? '&' : '?'}${P}`, payload: payload as string })
  return { status: res.statusCode, body: res.json() as Record<string, unknown> & { reasons?: { description: string }[] } }
}

async function register(signer = alice, name = 'alice.airlock', opts: { address?: string; timestamp?: number; coin_type?: number } = {}) {
  const message = JSON.stringify({ name, attributes: {}, timestamp: opts.timestamp ?? Math.floor(Date.now() / 1000) })
  const signature = await signer.signMessage({ message })
  return call('POST', '/v1/profile/account', { coin_type: opts.coin_type ?? 60, address: opts.address ?? signer.address, message, signature })
}

describe('profile endpoints', () => {
  it('a free name answers 200 with null (no error status for a check that finds nothing), suggestions say so', async () => {
    const free = await call('GET', '/v1/profile/account/alice.airlock?apiVersion=2')
    expect(free.status).toBe(200)
    expect(free.body).toBeNull()
    const s = await call('GET', '/v1/profile/suggestions/Alice?zone=airlock')
    expect(s.status).toBe(200)
    expect((s.body.suggestions as { name: string; registered: boolean }[])[0]).toEqual({ name: 'alice.airlock', registered: false })
  })

  it('registers a signed name, then resolves, reverses and shows it as the identity', async () => {
    const res = await register()
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ name: 'alice.airlock', addresses: { '60': { address: alice.address } } })
    const resolved = await call('GET', '/v1/profile/account/ALICE.airlock?apiVersion=2')
    expect(resolved.body).toMatchObject({ name: 'alice.airlock', addresses: { '60': { address: alice.address } } })
    const reverse = await call('GET', `/v1/profile/reverse/${alice.address}?apiVersion=2`)
    expect((reverse.body as unknown as { name: string }[]).map((p) => p.name)).toEqual(['alice.airlock'])
    expect((await call('GET', `/v1/identity/${alice.address}`)).body).toEqual({ name: 'alice.airlock', avatar: null })
    const s = await call('GET', '/v1/profile/suggestions/alice?zone=airlock')
    expect((s.body.suggestions as { registered: boolean }[])[0]!.registered).toBe(true)
  })

  it('refuses a taken name with a reason', async () => {
    const res = await register(mallory, 'alice.airlock')
    expect(res.status).toBe(409)
    expect(res.body.reasons?.[0]?.description).toBe('alice.airlock is already registered')
  })

  it('refuses a signature of another key, a stale message, a short or invalid name', async () => {
    expect((await register(mallory, 'bobby.airlock', { address: alice.address })).status).toBe(401)
    expect((await register(alice, 'carol.airlock', { timestamp: Math.floor(Date.now() / 1000) - 3600 })).status).toBe(400)
    const short = await register(alice, 'bob.airlock')
    expect(short).toMatchObject({ status: 400 })
    expect(short.body.reasons?.[0]?.description).toBe('Names have at least 4 characters')
    expect((await register(alice, 'b_o_b.airlock')).status).toBe(400)
    expect((await register(alice, 'Dave.airlock')).body.reasons?.[0]?.description).toBe('Sign the normalised name dave.airlock')
    expect((await register(alice, 'erin.airlock', { coin_type: 0x80000000 | 999 })).status).toBe(400)
  })

  it('keeps names in the database across a restart of the service', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'airlock-names-'))
    const path = join(dir, 'airlock.sqlite')
    const serve = async (storage: SqliteStorage) => createDataApi({ chains: { 1: stack.rpcUrls[1]! }, projects: loadProjects(), storage, prices: defaultPrices, tokens: [], registry: false })
    try {
      let storage = SqliteStorage.open({ path })
      let app = await serve(storage)
      const message = JSON.stringify({ name: 'frank.airlock', attributes: {}, timestamp: Math.floor(Date.now() / 1000) })
      const payload = { coin_type: 60, address: alice.address, message, signature: await alice.signMessage({ message }) }
      expect((await app.inject({ method: 'POST', url: `/v1/profile/account?${P}`, payload })).statusCode).toBe(200)
      await app.close()
      await storage.close()
      storage = SqliteStorage.open({ path })
      app = await serve(storage)
      const res = await app.inject({ method: 'GET', url: `/v1/profile/account/frank.airlock?${P}&apiVersion=2` })
      expect(res.statusCode).toBe(200)
      expect(res.json()).toMatchObject({ name: 'frank.airlock', addresses: { '60': { address: alice.address } } })
      await app.close()
      await storage.close()
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
