import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadWalletCatalog, walletRegistryRoutes } from '../../../services/fixtures/registry/routes'
import { featuredQuery } from './featuredQuery'
import { fetchWallets } from './fetchWallets'
import { pagedQuery } from './pagedQuery'
import { recommendedQuery } from './recommendedQuery'
import { RegistryRequestError } from './RegistryRequestError'
import { searchQuery } from './searchQuery'
import { sortByIds } from './sortByIds'

const catalog = loadWalletCatalog()
const call = { projectId: 'airlock-demo' }
let app: FastifyInstance
let base = ''
let silent: Server
let silentUrl = ''

beforeAll(async () => {
  app = Fastify()
  await app.register(walletRegistryRoutes, { projects: [{ id: 'airlock-demo' }] })
  base = await app.listen({ host: '127.0.0.1', port: 0 })
  // Accepts and never answers: the timeout path.
  silent = createServer(() => {})
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
  silentUrl = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`
})
afterAll(async () => {
  await app.close()
  silent.closeAllConnections()
  await new Promise((resolve) => silent.close(resolve))
})

describe('fetchWallets against the local wallet service', () => {
  it('gets featured wallets and sortByIds restores the given order', async () => {
    const ids = [catalog[5]!.id, catalog[0]!.id, catalog[2]!.id]
    const { data, count } = await fetchWallets(base, featuredQuery(ids), call)
    expect(count).toBe(3)
    expect(sortByIds(data, ids).map((w) => w.id)).toEqual(ids)
  })

  it('gets 4 recommended wallets without the excluded and featured ones', async () => {
    const { data } = await fetchWallets(`${base}/`, recommendedQuery({ excluded: [catalog[0]!.id], featured: [catalog[1]!.id] }), call)
    expect(data.map((w) => w.id)).toEqual(catalog.slice(2, 6).map((w) => w.id))
  })

  it('pages by 40 without recommended, excluded and featured', async () => {
    const recommended = catalog.slice(0, 4).map((w) => w.id)
    const { data, count } = await fetchWallets(base, pagedQuery({ page: 1, recommended, excluded: [catalog[4]!.id], featured: [] }), call)
    expect(data).toHaveLength(40)
    expect(count).toBe(catalog.length - 5)
    expect(data[0]?.id).toBe(catalog[5]!.id)
  })

  it('searches with the trimmed term', async () => {
    const { data } = await fetchWallets(base, searchQuery('  phantom  '), call)
    expect(data.map((w) => w.name)).toEqual(['Phantom'])
  })

  it('throws RegistryRequestError with the status for an unknown project', async () => {
    const error = await fetchWallets(base, recommendedQuery(), { projectId: 'unknown' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RegistryRequestError)
    expect((error as RegistryRequestError).status).toBe(403)
  })

  it('gives up after the timeout with "Request was aborted"', async () => {
    const started = Date.now()
    const error = await fetchWallets(silentUrl, recommendedQuery(), call, { timeoutMs: 150 }).catch((e: unknown) => e)
    expect((error as RegistryRequestError).message).toBe('Request was aborted')
    expect((error as RegistryRequestError).status).toBe(0)
    expect(Date.now() - started).toBeLessThan(2_000)
  })
})
