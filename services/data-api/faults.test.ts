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

// Faults under a steady load of sign-ins: two data service instances, each a process of its own on
// one Postgres database (a server of this file's own), behind the round-robin proxy. One instance
// killed outright (SIGKILL): the proxy fails over and the other answers everything after. Postgres
// restarted: calls get a coded 503 while it is down and the same instances carry on once it is
// back. Either way every session a visitor was answered is in the database exactly once. One chain
// on the test ports + 330 (+ AIRLOCK_PORT_OFFSET) for the signature checks.
const OFFSET = 330 + portOffset()
const P = 'projectId=airlock-demo'
const PAGE = 'http://127.0.0.1:15173'
let server: TestPostgres
let chain: AnvilChain
const children: ChildProcess[] = []
const proxies: RoundRobinProxy[] = []

/** An instance in a process of its own, so it can be killed outright. */
async function processInstance(databaseUrl: string): Promise<{ url: string; child: ChildProcess }> {
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
  chain = await startAnvil({ chainId: 1, port: readPorts('test').chains['1']! + OFFSET })
}, 90_000)
afterAll(async () => {
  for (const proxy of proxies) await proxy.stop()
  for (const child of children) child.kill('SIGKILL')
  await chain?.stop()
  await server?.stop()
})

/** Two instances on a fresh database of the server, behind a proxy of their own. */
async function twoInstances(name: string) {
  const databaseUrl = await server.createDatabase(name)
  const instances = [await processInstance(databaseUrl), await processInstance(databaseUrl)] as const
  const proxy = await startRoundRobinProxy(instances.map((i) => i.url))
  proxies.push(proxy)
  return { databaseUrl, instances, proxy }
}

/** What one call answered: its status (with the error's code, as `503 DATABASE_UNAVAILABLE`), or `network` when no answer came. */
async function call(url: string, init: RequestInit = {}): Promise<{ status: number | 'network'; kind: string; body: Record<string, unknown> }> {
  try {
    const res = await fetch(url, init)
    const text = await res.text()
    let body: Record<string, unknown> = {}
    try {
      body = JSON.parse(text) as Record<string, unknown>
    } catch {
      // The proxy's 502 is plain text.
    }
    return { status: res.status, kind: `${res.status}${typeof body.code === 'string' ? ` ${body.code}` : ''}`, body }
  } catch {
    return { status: 'network', kind: 'network', body: {} }
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
  const count = (what: string, kind: string) => kinds.set(`${phase} ${what} ${kind}`, (kinds.get(`${phase} ${what} ${kind}`) ?? 0) + 1)
  let running = true
  const visitor = async () => {
    while (running) {
      const nonce = await call(`${proxyUrl}/v1/sessions/nonce?${P}`)
      count('nonce', nonce.kind)
      // Limited or the database down: a moment's pause, as a client backs off.
      if (nonce.status === 429 || nonce.status === 503) await new Promise((r) => setTimeout(r, nonce.status === 429 ? 500 : 50))
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
      count('store', stored.kind)
      if (stored.status === 502 || stored.status === 'network') {
        stored = await call(`${proxyUrl}/v1/sessions/${me.address}`, init)
        count('replay', stored.kind)
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
    /** Answers counted from now on are the fault's and after (`after …`). */
    faulted() {
      phase = 'after'
    },
    /** How many answers since the fault were `kind` (as `store 503 DATABASE_UNAVAILABLE`). */
    since(kind: string) {
      return kinds.get(`after ${kind}`) ?? 0
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

/** How many times each answered (and each unsure) session is in the database. */
async function storedCounts(databaseUrl: string, load: { answered: Stored[]; unsure: Stored[] }): Promise<{ answered: number[]; unsure: number[] }> {
  const storage = await openStorage({ databaseUrl, path: ':memory:' })
  try {
    const count = async (s: Stored) => ((await storage.kv.get<{ pci: string }[]>(SESSIONS_NAMESPACE, `airlock-demo:${s.address}`)) ?? []).filter((r) => r.pci === s.pci).length
    return { answered: await Promise.all(load.answered.map(count)), unsure: await Promise.all(load.unsure.map(count)) }
  } finally {
    await storage.close()
  }
}

describe('faults under sign-in traffic, two data service instances on Postgres', () => {
  it('the other answers every request after the kill, and each session answered is stored exactly once', { timeout: 120_000 }, async () => {
    const { databaseUrl, instances: [doomed], proxy } = await twoInstances('instance_kill')
    const load = sessionLoad(proxy.url)
    await load.until(() => load.answered.length >= 10)
    const servedBefore = [...proxy.forwarded]
    load.faulted()
    doomed.child.kill('SIGKILL')
    await new Promise((r) => doomed.child.once('exit', r))
    const atKill = load.answered.length
    await load.until(() => load.answered.length >= atKill + 20)
    await load.stop()

    // Both instances served before the kill; only the survivor after it.
    expect(servedBefore.every((n) => n > 0)).toBe(true)
    const kinds = Object.fromEntries(load.kinds)
    // Before: answers (and the shared nonce limit's 429s). At the kill, at most the four calls in flight lost their answer (502); after it, answers only.
    // A replay sent right after the kill may also get a 502: the balancer can still send it on a
    // kept-alive connection to the killed instance before it has seen that connection close.
    const before = Object.entries(kinds).filter(([k]) => k.startsWith('before '))
    const after = Object.entries(kinds).filter(([k]) => k.startsWith('after '))
    expect(before.filter(([k]) => !/ (200|429)$/.test(k))).toEqual([])
    expect(after.filter(([k]) => !/ (200|429)$/.test(k) && !/^after (store|nonce|replay) 502$/.test(k) && !/^after replay 401 nonce-mismatch$/.test(k))).toEqual([])
    const inFlight = after.filter(([k]) => / 502$/.test(k)).reduce((n, [, c]) => n + c, 0)
    // The four visitors' calls in flight, and at most the replay of each.
    expect(inFlight).toBeLessThanOrEqual(8)

    // Every session answered is in the database once; a lost answer's replay left it there once or not at all, never twice.
    const { answered, unsure } = await storedCounts(databaseUrl, load)
    expect(answered.filter((n) => n !== 1)).toEqual([])
    expect(answered.length).toBeGreaterThanOrEqual(30)
    expect(unsure.filter((n) => n > 1)).toEqual([])
    const unsureStored = unsure.filter((n) => n === 1).length
    console.log(`instance kill: ${load.answered.length} sessions answered (${atKill} before the kill), ${inFlight} calls in flight lost their answer, ${load.unsure.length} replays refused as used (${unsureStored} of them stored by the dead instance); forwarded ${proxy.forwarded.join(' / ')}; ${JSON.stringify(kinds)}`)
  })

  it('Postgres restarted mid-traffic: calls get a coded 503 while it is down, the same instances recover by themselves, and each session answered is stored once', { timeout: 120_000 }, async () => {
    const { databaseUrl, proxy } = await twoInstances('restart')
    const load = sessionLoad(proxy.url)
    await load.until(() => load.answered.length >= 10)
    load.faulted()
    await server.down()
    await load.until(() => load.since('nonce 503 DATABASE_UNAVAILABLE') >= 5)
    await server.up()
    const atUp = load.answered.length
    await load.until(() => load.answered.length >= atUp + 20)
    await load.stop()
    const kinds = Object.fromEntries(load.kinds)
    // Answers, the limit's 429s and coded 503s only: no 500, no 502 (both instances stayed up), no call left unanswered.
    expect(Object.keys(kinds).filter((k) => !/ (200|429|503 DATABASE_UNAVAILABLE)$/.test(k))).toEqual([])
    const { answered } = await storedCounts(databaseUrl, load)
    expect(answered.filter((n) => n !== 1)).toEqual([])
    console.log(`postgres restart: ${load.answered.length} sessions answered (${atUp} before it was back); ${JSON.stringify(kinds)}`)
  })
})
