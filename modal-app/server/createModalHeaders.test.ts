import { describe, expect, it } from 'vitest'
import { createModalHeaders } from './createModalHeaders'

const shop = { projectId: 'shop', allowedOrigins: ['https://shop.example'], analytics: true, connectSources: ['wss://relay.example'] }

function service(status = () => 200) {
  const asked: string[] = []
  const fetchFn = (async (url: string) => {
    asked.push(url)
    if (status() !== 200) return Response.json({ error: 'x', message: 'x' }, { status: status() })
    return url.includes('/shop/') ? Response.json(shop) : Response.json({ error: 'Project Not Found', message: 'nope' }, { status: 404 })
  }) as typeof fetch
  return { asked, fetchFn }
}

describe('createModalHeaders', () => {
  it("frames a project for exactly its settings' origins and lets it reach its sources and the settings service", async () => {
    const { asked, fetchFn } = service()
    const headersFor = createModalHeaders({ settingsUrl: 'https://api.example/data', fetchFn })
    const csp = (await headersFor('/x/?projectId=shop', { styleHashes: [] }))['Content-Security-Policy']
    expect(csp).toContain('frame-ancestors https://shop.example')
    expect(csp).toContain("connect-src 'self' https://api.example wss://relay.example")
    await headersFor('//?projectId=shop')
    expect(asked).toEqual(['https://api.example/data/v1/projects/shop/settings'])
  })

  it("refuses every frame without a project, for an unknown one, and while the service can't answer", async () => {
    let code = 200
    const errors: string[] = []
    const { asked, fetchFn } = service(() => code)
    const headersFor = createModalHeaders({ settingsUrl: 'https://api.example', fetchFn, onError: (id, e) => errors.push(`${id}:${(e as { code: string }).code}`) })
    expect((await headersFor('/'))['Content-Security-Policy']).toContain("frame-ancestors 'none'")
    expect(asked).toEqual([])
    expect((await headersFor('/?projectId=nobody'))['Content-Security-Policy']).toContain("frame-ancestors 'none'")
    code = 503
    expect((await headersFor('/?projectId=shop'))['Content-Security-Policy']).toContain("frame-ancestors 'none'")
    code = 200
    expect((await headersFor('/?projectId=shop'))['Content-Security-Policy']).toContain('frame-ancestors https://shop.example')
    expect(errors).toEqual(['nobody:projectNotFound', 'shop:unavailable'])
  })
})
