import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serveModal } from './serveModal'

const root = mkdtempSync(join(tmpdir(), 'airlock-modal-'))
mkdirSync(join(root, 'assets'))
writeFileSync(join(root, 'index.html'), '<!doctype html><style>html{margin:0}</style><div id="root"></div>')
writeFileSync(join(root, 'assets', 'index-abc.js'), 'console.log(1)')
writeFileSync(join(root, 'auth-callback.html'), '<!doctype html><script type="module" src="./assets/authCallback-abc.js"></script>')
const secret = `${basename(root)}-secret.txt`
writeFileSync(join(root, '..', secret), 'secret')
const asked: string[] = []
let app: FastifyInstance

beforeAll(async () => {
  const fetchFn = (async (url: string) => {
    asked.push(url)
    if (url.includes('/shop/')) return Response.json({ projectId: 'shop', allowedOrigins: ['https://shop.example'], analytics: true, connectSources: [] })
    return Response.json({ error: 'Project Not Found', message: 'nope' }, { status: 404 })
  }) as typeof fetch
  app = await serveModal({ root, settingsUrl: 'https://api.example', fetchFn })
})
afterAll(async () => {
  await app?.close()
  rmSync(root, { recursive: true, force: true })
  rmSync(join(root, '..', secret), { force: true })
})

const get = (url: string) => app.inject({ method: 'GET', url })
const csp = (res: { headers: Record<string, unknown> }) => String(res.headers['content-security-policy'])

describe('serveModal', () => {
  it('sends the project\'s frame-ancestors from its settings on every response, at any path', async () => {
    for (const path of ['/', '/x', '/x/', '//', '/index.html', '/assets/index-abc.js', '/assets/missing.js']) {
      const res = await get(`${path}?projectId=shop`)
      expect(csp(res), path).toContain('frame-ancestors https://shop.example')
      expect(csp(res), path).toContain("connect-src 'self' https://api.example")
      expect(res.headers['x-content-type-options'], path).toBe('nosniff')
    }
    expect(asked).toEqual(['https://api.example/v1/projects/shop/settings'])
  })

  it('serves the page with its inline style allowed by hash, assets immutable, and 404 for a missing file', async () => {
    const page = await get('/x/?projectId=shop')
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('<div id="root">')
    expect(page.headers['cache-control']).toBe('no-cache')
    expect(csp(page)).toMatch(/style-src 'self' 'sha256-[^']+'/)
    const asset = await get('/assets/index-abc.js?projectId=shop')
    expect(asset.headers['content-type']).toContain('text/javascript')
    expect(asset.headers['cache-control']).toContain('immutable')
    expect((await get('/assets/missing.js')).statusCode).toBe(404)
  })

  it("serves the social sign-in's callback page itself (not the SPA page) with the same strict policy", async () => {
    const res = await get('/auth-callback.html?projectId=shop&code=abc&state=s1')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/html')
    expect(res.body).toContain('authCallback-abc.js')
    expect(res.headers['cache-control']).toBe('no-store')
    expect(csp(res)).toContain("script-src 'self';")
    expect(csp(res)).toContain("form-action 'none'")
    expect(res.headers['x-content-type-options']).toBe('nosniff')
  })

  it("refuses every frame without a project or for an unknown one, and never leaves its root", async () => {
    expect(csp(await get('/'))).toContain("frame-ancestors 'none'")
    expect(csp(await get('/?projectId=nobody'))).toContain("frame-ancestors 'none'")
    for (const path of [`/../${secret}`, `/%2e%2e/${secret}`, `/assets/..%2f..%2f${secret}`]) {
      const res = await get(path)
      expect(res.body, path).not.toContain('secret')
      expect(csp(res)).toContain("frame-ancestors 'none'")
    }
  })

  it("answers the host SDK's refused embed with the page that says why, and an allowed one with the modal", async () => {
    const refused = await get(`/?projectId=shop&origin=${encodeURIComponent('https://evil.example')}`)
    expect(refused.headers['cache-control']).toBe('no-store')
    expect(csp(refused)).toContain('frame-ancestors *')
    expect(refused.body).toContain('"reason":"originNotAllowed"')
    expect(refused.body).not.toContain('id="root"')
    expect((await get(`/?projectId=nobody&origin=${encodeURIComponent('https://shop.example')}`)).body).toContain('"reason":"unknownProject"')
    const allowed = await get(`/?projectId=shop&origin=${encodeURIComponent('https://shop.example')}`)
    expect(allowed.body).toContain('id="root"')
    expect(csp(allowed)).toContain('frame-ancestors https://shop.example')
  })
})
