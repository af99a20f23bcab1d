import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadProjects } from '../../fixtures/projects/loadProjects'
import { PostgresStorage } from '../../fixtures/storage/PostgresStorage'
import { startTestPostgres, type TestPostgres } from '../../fixtures/storage/startTestPostgres'
import { createDataApi } from '../createDataApi'
import { defaultPrices } from '../defaults'

let server: TestPostgres
let storage: PostgresStorage
let app: FastifyInstance
beforeAll(async () => {
  server = await startTestPostgres()
  storage = await PostgresStorage.open({ url: await server.createDatabase('health') })
  app = await createDataApi({ chains: {}, projects: loadProjects(), storage, prices: defaultPrices, tokens: [], registry: false, log: () => {} })
})
afterAll(async () => {
  await app?.close()
  await storage?.close()
  await server?.stop()
})

const get = (url: string) => app.inject({ method: 'GET', url })

describe('healthRoutes on Postgres', () => {
  it('is live and ready without a project id, and answers a coded 503 while the database is down, then recovers by itself', async () => {
    expect((await get('/healthz')).json()).toEqual({ status: 'ok' })
    expect((await get('/readyz')).json()).toEqual({ status: 'ready' })
    expect((await get('/v1/sessions/nonce?projectId=airlock-demo')).statusCode).toBe(200)

    await server.down()
    expect((await get('/healthz')).statusCode).toBe(200)
    const ready = await get('/readyz')
    expect(ready.statusCode).toBe(503)
    expect(ready.json()).toMatchObject({ code: 'DATABASE_UNAVAILABLE' })
    const nonce = await get('/v1/sessions/nonce?projectId=airlock-demo')
    expect(nonce.statusCode).toBe(503)
    expect(nonce.json()).toEqual({ error: 'Service Unavailable', message: 'The database does not answer; try again shortly', code: 'DATABASE_UNAVAILABLE' })

    // The same app and pool, no restart of the service: the next requests reach the database again.
    await server.up()
    expect((await get('/readyz')).json()).toEqual({ status: 'ready' })
    const again = await get('/v1/sessions/nonce?projectId=airlock-demo')
    expect(again.statusCode).toBe(200)
    expect(again.json().nonce).toMatch(/^[A-Za-z0-9]{16}$/)
  })
})
