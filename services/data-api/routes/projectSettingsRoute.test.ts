import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseProjectSettings } from '../../../shared/dataApi/parseProjectSettings'
import { loadProjects } from '../../fixtures/projects/loadProjects'
import { SqliteStorage } from '../../fixtures/storage'
import { createDataApi } from '../createDataApi'

const dir = mkdtempSync(join(tmpdir(), 'airlock-settings-'))
const projectsFile = join(dir, 'projects.json')
writeFileSync(
  projectsFile,
  JSON.stringify({
    projects: [
      { id: 'shop', name: 'Shop', allowedOrigins: ['https://shop.example', 'https://www.shop.example'], analytics: false, connectSources: ['wss://relay.example'], features: { swaps: false, onramp: false }, endpoints: { apiUrl: 'https://api.shop.example', authUrl: ['https://auth.shop.example', 'https://auth2.shop.example'], rpcUrls: { 'eip155:1': 'https://rpc.shop.example' } } },
      { id: 'local', allowedOrigins: ['https://local.example'], endpoints: 'localStack' },
      { id: 'plain', allowedOrigins: ['https://plain.example'] },
    ],
  }),
)
let app: FastifyInstance
let storage: SqliteStorage

beforeAll(async () => {
  storage = SqliteStorage.open({ path: ':memory:' })
  app = await createDataApi({ chains: {}, projects: loadProjects(projectsFile), storage, prices: {}, tokens: [], registry: false, modalOrigins: ['https://modal.example'] })
})
afterAll(async () => {
  await app?.close()
  await storage?.close()
  rmSync(dir, { recursive: true, force: true })
})

describe('GET /v1/projects/:projectId/settings', () => {
  it("answers a project's public settings, with the operator's features, and lets them be cached briefly", async () => {
    const res = await app.inject({ method: 'GET', url: '/v1/projects/shop/settings', headers: { origin: 'https://modal.example' } })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('public, max-age=60')
    expect(res.headers['access-control-allow-origin']).toBe('https://modal.example')
    const body = res.json()
    expect(body).toEqual({
      projectId: 'shop',
      allowedOrigins: ['https://shop.example', 'https://www.shop.example'],
      analytics: false,
      connectSources: ['wss://relay.example'],
      features: { swaps: false, onramp: false, receive: true, send: true, email: true, socials: true, history: true, allWallets: true, smartSessions: true, guestWallets: true },
      endpoints: { apiUrl: ['https://api.shop.example/'], authUrl: ['https://auth.shop.example/', 'https://auth2.shop.example/'], paymasterUrl: [], bundlerUrls: {}, rpcUrls: { 'eip155:1': ['https://rpc.shop.example/'] } },
    })
    // What the service sends is what the modal's client accepts.
    expect(parseProjectSettings(body, 'shop')).toEqual(body)
  })

  it("names no endpoint when the project names none, and a 'localStack' project's only through the stack that fills it in", async () => {
    const none = { apiUrl: [], authUrl: [], paymasterUrl: [], bundlerUrls: {}, rpcUrls: {} }
    expect((await app.inject({ method: 'GET', url: '/v1/projects/plain/settings' })).json().endpoints).toEqual(none)
    expect((await app.inject({ method: 'GET', url: '/v1/projects/local/settings' })).json().endpoints).toEqual(none)
  })

  it('allows every feature and analytics when the project names none', async () => {
    const body = (await app.inject({ method: 'GET', url: '/v1/projects/plain/settings' })).json()
    expect(body).toMatchObject({ analytics: true, connectSources: [] })
    expect(Object.values(body.features)).toEqual(Array(10).fill(true))
  })

  it('answers an unknown project with 404 and a body that names it, not the guard\'s 403', async () => {
    const res = await app.inject({ method: 'GET', url: '/v1/projects/nobody/settings' })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ error: 'Project Not Found', message: "Project 'nobody' is not registered with this service: add it to config/projects.json" })
    expect((await app.inject({ method: 'GET', url: '/v1/projects//settings' })).statusCode).toBe(404)
  })

  it('keeps the project guard on every other route', async () => {
    expect((await app.inject({ method: 'GET', url: '/v1/supported-chains' })).statusCode).toBe(403)
    expect((await app.inject({ method: 'GET', url: '/v1/supported-chains?projectId=shop' })).statusCode).toBe(200)
  })
})
