import { spawn, type ChildProcess } from 'node:child_process'
import { createInterface } from 'node:readline'
import { keccak256, stringToBytes } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { portOffset } from '../../config/urls'
import { buildSiwxMessage } from '../../shared/siwx/buildSiwxMessage'
import { startAnvil, type AnvilChain } from '../fixtures/chains/startAnvil'
import { openStorage } from '../fixtures/storage/openStorage'
import { startTestPostgres, type TestPostgres } from '../fixtures/storage/startTestPostgres'
import { readPorts } from '../internal/paths'
import { startRoundRobinProxy, type RoundRobinProxy } from '../internal/startRoundRobinProxy'
import { SESSIONS_NAMESPACE } from './routes/sessionRoutes'

// Two data service instances, each a process of its own on one Postgres database, behind the
// round-robin proxy; visitors store sign-in sessions through it while one instance is killed
// outright (SIGKILL). The proxy fails over from the dead one, the other answers everything after,
// and every session a visitor was answered is in the database exactly once. One chain on the test
// ports + 330 (+ AIRLOCK_PORT_OFFSET) for the signature checks.
const OFFSET = 330 + portOffset()
const P = 'projectId=airlock-demo'
const PAGE = 'http://127.0.0.1:15173'
let server: TestPostgres
let chain: AnvilChain
let databaseUrl: string
const children: ChildProcess[] = []
let proxy: RoundRobinProxy

/** An instance in a process of its own, so it can be killed outright. */
async function processInstance(): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'services/data-api/testing/dataInstanceMain.ts'], {
    env: { ...process.env, DATABASE_URL: databaseUrl, AIRLOCK_CHAINS: JSON.stringify({ 1: chain.rpcUrl }) },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  children.push(child)
  const line = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', resolve)
    child.once('exit', (code) => reject(new Error(`data instance exited (${code})`)))
  })
  return { url: (JSON.parse(line) as { url: string }).url, child }
}

beforeAll(async () => {
  server = await startTestPostgres()
  databaseUrl = await server.createDatabase('instance_kill')
  chain = await startAnvil({ chainId: 1, port: readPorts('test').chains['1']! + OFFSET })
}, 90_000)
afterAll(async () => {
  await proxy?.stop()
  for (const child of children) child.kill('SIGKILL')
  await chain?.stop()
  await server?.stop()
})

/** What one call answered: its status, or `network` when no answer came. */
async function call(url: string, init: RequestInit = {}): Promise<{ status: number | 'network'; body: Record<string, unknown> }> {
  try {
    const res = await fetch(url, init)
    const text = await res.text()
    let body: Record<string, unknown> = {}
    try {
      body = JSON.parse(text) as Record<string, unknown>
    } catch {
      // The proxy's 502 is plain text.
    }
    return { status: res.status, body }
  } catch {
    return { status: 'network', body: {} }
  }
}

/** A session a visitor was answered 200 for (or whose answer was lost and whose replay the service refused as already used). */
interface Stored {
  address: string
  pci: string
}

/**
 * Four visitors signing in through the proxy until stopped, each sign-in from a fresh key: a
 * nonce, a SIWX message signed, the session stored. A store whose answer is lost (the instance
 * died under it) is sent again as it was, as a client retries: stored now, or refused because
 * the dead instance had used its nonce. Every answer is counted by kind, before and after the kill.
 */
function sessionLoad(proxyUrl: string) {
  const answered: Stored[] = []
  const unsure: Stored[] = []
  const kinds = new Map<string, number>()
  let phase = 'before'
  const count = (what: string, status: number | 'network') => kinds.set(`${phase} ${what} ${status}`, (kinds.get(`${phase} ${what} ${status}`) ?? 0) + 1)
  let running = true
  const visitor = async () => {
    while (running) {
      const nonce = await call(`${proxyUrl}/v1/sessions/nonce?${P}`)
      count('nonce', nonce.status)
      if (nonce.status === 429) await new Promise((r) => setTimeout(r, 500))
      if (nonce.status !== 200) continue
      const me = privateKeyToAccount(generatePrivateKey())
      const message = buildSiwxMessage({
        domain: '127.0.0.1:15173', accountAddress: me.address, chainId: 'eip155:1', uri: PAGE, version: '1',
        nonce: nonce.body.nonce as string, issuedAt: new Date().toISOString(), expirationTime: new Date(Date.now() + 3_600_000).toISOString(),
      })
      const init = {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-airlock-host-origin': PAGE },
        body: JSON.stringify({ projectId: 'airlock-demo', message, signature: await me.signMessage({ message }) }),
      }
      const session = { address: me.address.toLowerCase(), pci: keccak256(stringToBytes(message)) }
      let stored = await call(`${proxyUrl}/v1/sessions/${me.address}`, init)
      count('store', stored.status)
      if (stored.status === 502 || stored.status === 'network') {
        stored = await call(`${proxyUrl}/v1/sessions/${me.address}`, init)
        count('replay', stored.status)
        if (stored.status === 401) unsure.push(session)
      }
      if (stored.status === 200) answered.push(session)
    }
  }
  const visitors = [...Array(4)].map(visitor)
  return {
    answered,
    unsure,
    kinds,
    killed() {
      phase = 'after'
    },
    async until(done: () => boolean) {
      while (!done()) await new Promise((r) => setTimeout(r, 20))
    },
    async stop() {
      running = false
      await Promise.all(visitors)
    },
  }
}

describe('a data service instance killed mid-traffic, two instances on Postgres', () => {
  it('the other answers every request after the kill, and each session answered is stored exactly once', { timeout: 120_000 }, async () => {
    const doomed = await processInstance()
    const survivor = await processInstance()
    proxy = await startRoundRobinProxy([doomed.url, survivor.url])
    const load = sessionLoad(proxy.url)
    await load.until(() => load.answered.length >= 10)
    const servedBefore = [...proxy.forwarded]
    load.killed()
    doomed.child.kill('SIGKILL')
    await new Promise((r) => doomed.child.once('exit', r))
    const atKill = load.answered.length
    await load.until(() => load.answered.length >= atKill + 20)
    await load.stop()

    // Both instances served before the kill; only the survivor after it.
    expect(servedBefore.every((n) => n > 0)).toBe(true)
    const kinds = Object.fromEntries(load.kinds)
    // Before: answers (and the shared nonce limit's 429s). At the kill, at most the four calls in flight lost their answer (502); after it, answers only.
    const before = Object.entries(kinds).filter(([k]) => k.startsWith('before '))
    const after = Object.entries(kinds).filter(([k]) => k.startsWith('after '))
    expect(before.filter(([k]) => !/ (200|429)$/.test(k))).toEqual([])
    expect(after.filter(([k]) => !/ (200|429)$/.test(k) && !/^after (store|nonce) 502$/.test(k) && !/^after replay 401$/.test(k))).toEqual([])
    const inFlight = after.filter(([k]) => / 502$/.test(k)).reduce((n, [, c]) => n + c, 0)
    expect(inFlight).toBeLessThanOrEqual(4)

    // Every session answered is in the database once; a lost answer's replay left it there once or not at all, never twice.
    const storage = await openStorage({ databaseUrl, path: ':memory:' })
    let unsureStored = 0
    try {
      const count = async (s: Stored) => ((await storage.kv.get<{ pci: string }[]>(SESSIONS_NAMESPACE, `airlock-demo:${s.address}`)) ?? []).filter((r) => r.pci === s.pci).length
      const counts = await Promise.all(load.answered.map(count))
      expect(counts.filter((n) => n !== 1)).toEqual([])
      expect(load.answered.length).toBeGreaterThanOrEqual(30)
      const unsure = await Promise.all(load.unsure.map(count))
      expect(unsure.filter((n) => n > 1)).toEqual([])
      unsureStored = unsure.filter((n) => n === 1).length
    } finally {
      await storage.close()
    }
    console.log(`instance kill: ${load.answered.length} sessions answered (${atKill} before the kill), ${inFlight} calls in flight lost their answer, ${load.unsure.length} replays refused as used (${unsureStored} of them stored by the dead instance); forwarded ${proxy.forwarded.join(' / ')}; ${JSON.stringify(kinds)}`)
  })
})
