import { describe, expect, it } from 'vitest'
import { createSettingsClient, type SettingsStore } from './createSettingsClient'
import { SETTINGS_MAX_AGE_S } from './projectSettings'

const answer = { projectId: 'p', allowedOrigins: ['https://app.example'], analytics: false, connectSources: [], features: {} }

function fakeService(reply: (url: string) => Response | Promise<Response> = () => Response.json(answer)) {
  const calls: string[] = []
  const fetchFn = (async (input: RequestInfo | URL) => {
    calls.push(String(input))
    return reply(String(input))
  }) as typeof fetch
  return { calls, fetchFn }
}

function memoryStore(): SettingsStore & { data: Map<string, string> } {
  const data = new Map<string, string>()
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) }
}

describe('createSettingsClient', () => {
  it('asks the service once per page and shares the answer with concurrent callers', async () => {
    const { calls, fetchFn } = fakeService()
    const settingsOf = createSettingsClient({ baseUrl: 'http://127.0.0.1:1/base', fetchFn })
    const [a, b] = await Promise.all([settingsOf('p'), settingsOf('p')])
    expect(a).toEqual(b)
    expect(a.allowedOrigins).toEqual(['https://app.example'])
    await settingsOf('p')
    expect(calls).toEqual(['http://127.0.0.1:1/base/v1/projects/p/settings'])
  })

  it('keeps the answer in the store for its TTL, then asks again', async () => {
    let clock = 1_000
    const store = memoryStore()
    const { calls, fetchFn } = fakeService()
    const client = () => createSettingsClient({ baseUrl: 'http://127.0.0.1:1', fetchFn, store, storedForMs: 60_000, now: () => clock })
    await client()('p')
    expect(calls).toHaveLength(1)
    clock += 59_000
    expect((await client()('p')).analytics).toBe(false)
    expect(calls).toHaveLength(1)
    clock += 2_000
    await client()('p')
    expect(calls).toHaveLength(2)
  })

  it('drops a tampered or unreadable stored entry and asks the service', async () => {
    const store = memoryStore()
    store.data.set('airlock:settings:v2:p', JSON.stringify({ at: Date.now(), settings: { ...answer, allowedOrigins: ['*'] } }))
    const { calls, fetchFn } = fakeService()
    expect((await createSettingsClient({ baseUrl: 'http://127.0.0.1:1', fetchFn, store })('p')).allowedOrigins).toEqual(['https://app.example'])
    expect(calls).toHaveLength(1)
    const denied: SettingsStore = { getItem: () => { throw new Error('Access is denied for this document') }, setItem: () => { throw new Error('denied') }, removeItem: () => { throw new Error('denied') } }
    expect((await createSettingsClient({ baseUrl: 'http://127.0.0.1:1', fetchFn, store: denied })('p')).projectId).toBe('p')
  })

  it('memory entries expire when the caller says so (servers)', async () => {
    let clock = 0
    const { calls, fetchFn } = fakeService()
    const settingsOf = createSettingsClient({ baseUrl: 'http://127.0.0.1:1', fetchFn, memoryForMs: 1_000, now: () => clock })
    await settingsOf('p')
    clock = 999
    await settingsOf('p')
    clock = 1_000
    await settingsOf('p')
    expect(calls).toHaveLength(2)
  })

  it("by default keeps a stored answer no longer than the settings service's own max-age (a refusal from a stale copy never outlives it)", async () => {
    let clock = 1_000
    const store = memoryStore()
    const { calls, fetchFn } = fakeService()
    const client = () => createSettingsClient({ baseUrl: 'http://127.0.0.1:1', fetchFn, store, now: () => clock })
    await client()('p')
    clock += SETTINGS_MAX_AGE_S * 1000 - 1
    await client()('p')
    expect(calls).toHaveLength(1)
    clock += 1
    await client()('p')
    expect(calls).toHaveLength(2)
  })

  it('tells an unknown project from an unreachable service, and caches neither', async () => {
    let status = 404
    const { calls, fetchFn } = fakeService(() => Response.json({ error: 'Project Not Found', message: "Project 'p' is not registered" }, { status }))
    const settingsOf = createSettingsClient({ baseUrl: 'http://127.0.0.1:1', fetchFn })
    await expect(settingsOf('p')).rejects.toMatchObject({ code: 'projectNotFound', status: 404, message: "Project 'p' is not registered" })
    status = 503
    await expect(settingsOf('p')).rejects.toMatchObject({ code: 'unavailable', status: 503 })
    expect(calls).toHaveLength(2)
    const down = createSettingsClient({ baseUrl: 'http://127.0.0.1:1', fetchFn: (async () => { throw new TypeError('fetch failed') }) as typeof fetch })
    await expect(down('p')).rejects.toMatchObject({ code: 'unavailable', status: 0 })
    const garbage = createSettingsClient({ baseUrl: 'http://127.0.0.1:1', fetchFn: (async () => new Response('<html>')) as typeof fetch })
    await expect(garbage('p')).rejects.toMatchObject({ code: 'malformed' })
  })

  it('gives up after its timeout instead of hanging', async () => {
    const hanging = ((_url: string, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)))) as typeof fetch
    const settingsOf = createSettingsClient({ baseUrl: 'http://127.0.0.1:1', fetchFn: hanging, timeoutMs: 30 })
    const started = Date.now()
    await expect(settingsOf('p')).rejects.toMatchObject({ code: 'unavailable', message: expect.stringContaining('within 30 ms') })
    expect(Date.now() - started).toBeLessThan(1_000)
  })
})
