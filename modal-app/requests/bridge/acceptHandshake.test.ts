import { describe, expect, it } from 'vitest'
import { NO_OPERATOR_ENDPOINTS, type ProjectSettings } from '../../../shared/dataApi/projectSettings'
import { SettingsRequestError } from '../../../shared/dataApi/SettingsRequestError'
import { acceptHandshake } from './acceptHandshake'

const APP = 'https://app.example'
const settings: ProjectSettings = {
  projectId: 'p',
  allowedOrigins: [APP, 'https://top.example'],
  analytics: true,
  connectSources: [],
  features: { swaps: true, onramp: true, receive: true, send: true, email: true, socials: true, history: true, allWallets: true, smartSessions: true, guestWallets: true },
  endpoints: NO_OPERATOR_ENDPOINTS,
}

/** A stand-in for the iframe's window: its query, its ancestors, its parent and its listeners. */
function frame(search: string, ancestors: string[] | undefined) {
  const posted: Array<{ message: unknown; origin: string }> = []
  const listeners = new Set<(event: MessageEvent) => void>()
  const parent = { postMessage: (message: unknown, origin: string) => void posted.push({ message, origin }) }
  const win = {
    location: { search, ancestorOrigins: ancestors && Object.assign({ length: ancestors.length }, ancestors) },
    parent,
    addEventListener: (_t: 'message', l: (event: MessageEvent) => void) => void listeners.add(l),
    removeEventListener: (_t: 'message', l: (event: MessageEvent) => void) => void listeners.delete(l),
  }
  const send = (data: unknown, from: { source: unknown; origin: string; ports?: number }) => {
    const ports = Array.from({ length: from.ports ?? 2 }, () => new MessageChannel().port1)
    for (const l of [...listeners]) l({ data, source: from.source, origin: from.origin, ports } as unknown as MessageEvent)
  }
  return { win, parent, posted, listeners, send }
}

const asked: string[] = []
const serve = (answer: ProjectSettings | SettingsRequestError) => async (projectId: string) => {
  asked.push(projectId)
  if (answer instanceof SettingsRequestError) throw answer
  return answer
}
const connect = (options: unknown) => ({ protocol: 'airlock', version: 1, type: 'connect', options })

describe('acceptHandshake with the project settings fetched from the service', () => {
  it('checks the embedder and every ancestor against the fetched origins, posts ready to the parent only, and takes connect only from it', async () => {
    const f = frame('?projectId=p', [APP, 'https://top.example'])
    const result = await acceptHandshake(f.win, serve(settings))
    if ('refused' in result) throw new Error(`refused: ${result.refused}`)
    expect(result.settings).toBe(settings)
    expect(f.posted).toEqual([{ message: { protocol: 'airlock', version: 1, type: 'ready' }, origin: APP }])
    f.send(connect({ projectId: 'p' }), { source: {}, origin: APP })
    f.send(connect({ projectId: 'p' }), { source: f.parent, origin: 'https://top.example' })
    f.send(connect({ projectId: 'other' }), { source: f.parent, origin: APP })
    f.send(connect({ projectId: 'p' }), { source: f.parent, origin: APP, ports: 1 })
    expect(f.listeners.size).toBe(1)
    f.send(connect({ projectId: 'p', networks: [] }), { source: f.parent, origin: APP })
    const handshake = await result.handshake
    expect(handshake).toMatchObject({ hostOrigin: APP, options: { projectId: 'p' } })
    expect(f.listeners.size).toBe(0)
  })

  it('refuses, posting nothing, when an ancestor is not on the fetched list', async () => {
    const f = frame('?projectId=p', [APP, 'https://evil.example'])
    expect(await acceptHandshake(f.win, serve(settings))).toEqual({ refused: 'invalidAppConfiguration' })
    expect(f.posted).toEqual([])
    expect(f.listeners.size).toBe(0)
  })

  it('without ancestorOrigins, trusts only an allowed claimed origin and still refuses a top-level page', async () => {
    const ok = frame(`?projectId=p&origin=${encodeURIComponent(APP)}`, undefined)
    expect('handshake' in (await acceptHandshake(ok.win, serve(settings)))).toBe(true)
    const evil = frame(`?projectId=p&origin=${encodeURIComponent('https://evil.example')}`, undefined)
    expect(await acceptHandshake(evil.win, serve(settings))).toEqual({ refused: 'invalidAppConfiguration' })
    const top = frame(`?projectId=p&origin=${encodeURIComponent(APP)}`, [])
    ;(top.win as { parent: unknown }).parent = top.win
    expect(await acceptHandshake(top.win, serve(settings))).toEqual({ refused: 'invalidAppConfiguration' })
  })

  it('maps an unknown project to invalidProjectId and a settings failure or timeout to invalidAppConfiguration', async () => {
    const f = frame('?projectId=p', [APP])
    expect(await acceptHandshake(f.win, serve(new SettingsRequestError('projectNotFound', 'not registered', 404)))).toEqual({ refused: 'invalidProjectId' })
    expect(f.posted).toEqual([])
    expect(await acceptHandshake(f.win, serve(new SettingsRequestError('unavailable', 'did not answer within 5000 ms')))).toEqual({ refused: 'invalidAppConfiguration' })
    expect(await acceptHandshake(f.win, serve(new SettingsRequestError('malformed', 'bad')))).toEqual({ refused: 'invalidAppConfiguration' })
    expect(await acceptHandshake(f.win, async () => Promise.reject(new TypeError('x')))).toEqual({ refused: 'invalidAppConfiguration' })
    // The page is told why (settingsUnreachable, with the error's own words), at its origin only.
    expect(f.posted.map(({ message, origin }) => ({ origin, reason: (message as { reason: string }).reason, type: (message as { type: string }).type }))).toEqual(
      Array.from({ length: 3 }, () => ({ origin: APP, reason: 'settingsUnreachable', type: 'refused' })),
    )
    expect((f.posted[0]!.message as { message: string }).message).toContain("settings of project 'p' from this browser (did not answer within 5000 ms)")
  })

  it('tells a page that framed it without a browser-reported origin at the origin in its URL, and a top-level visit nobody', async () => {
    const f = frame(`?projectId=p&origin=${encodeURIComponent(APP)}`, undefined)
    await acceptHandshake(f.win, serve(new SettingsRequestError('unavailable', 'down')))
    expect(f.posted.map((p) => p.origin)).toEqual([APP])
    const top = frame('?projectId=p', [])
    ;(top.win as { parent: unknown }).parent = top.win
    await acceptHandshake(top.win, serve(new SettingsRequestError('unavailable', 'down')))
    expect(top.posted).toEqual([])
  })

  it('asks nothing when no project is named', async () => {
    asked.length = 0
    expect(await acceptHandshake(frame('', [APP]).win, serve(settings))).toEqual({ refused: 'projectIdNotConfigured' })
    expect(asked).toEqual([])
  })
})

describe('acceptHandshake against the real settings route', () => {
  it('accepts an allowed embedder and refuses an unknown project, through the client and the data service', async () => {
    const { createDataApi } = await import('../../../services/data-api/createDataApi')
    const { SqliteStorage } = await import('../../../services/fixtures/storage')
    const { createSettingsClient } = await import('../../../shared/dataApi/createSettingsClient')
    const storage = SqliteStorage.open({ path: ':memory:' })
    const projects = [{ id: 'p', name: 'P', allowedOrigins: [APP], analytics: false, connectSources: [], features: { ...settings.features, send: false } }]
    const app = await createDataApi({ chains: {}, projects, storage, prices: {}, tokens: [], registry: false })
    const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 })
    try {
      const settingsOf = createSettingsClient({ baseUrl })
      const ok = await acceptHandshake(frame('?projectId=p', [APP]).win, settingsOf)
      expect(ok).toMatchObject({ settings: { projectId: 'p', analytics: false, features: { send: false, swaps: true } } })
      expect(await acceptHandshake(frame('?projectId=p', ['https://evil.example']).win, settingsOf)).toEqual({ refused: 'invalidAppConfiguration' })
      expect(await acceptHandshake(frame('?projectId=ghost', [APP]).win, settingsOf)).toEqual({ refused: 'invalidProjectId' })
    } finally {
      await app.close()
      await storage.close()
    }
    // The service gone: refused, not hanging.
    const gone = createSettingsClient({ baseUrl, timeoutMs: 2_000 })
    expect(await acceptHandshake(frame('?projectId=p2', [APP]).win, gone)).toEqual({ refused: 'invalidAppConfiguration' })
    // It imports and starts the data service (Fastify, SQLite): past 20 s once under a full npm test on two cores.
  }, 60_000)
})
