import { expect, test, urls } from '../fixtures/test'
import { serveTestPage } from '../fixtures/testPages'

const modalOrigin = new URL(urls.modal).origin
const demoOrigin = new URL(urls.demo).origin
const PATHS = ['/', '/x', '/x/', '//', '/index.html', '/auth-callback.html', '/x/y.html', '/assets/missing.js']

test('every response of the modal server carries frame-ancestors and the modal\'s strict policy (issue 11 #9)', async ({ request }) => {
  for (const path of PATHS) {
    const response = await request.get(`${modalOrigin}${path}?projectId=airlock-demo`, { maxRedirects: 0 })
    const csp = response.headers()['content-security-policy'] ?? ''
    expect(csp, path).toMatch(new RegExp(`frame-ancestors [^;]*${demoOrigin.replace(/[.:/]/g, '\\$&')}($| |;)`))
    expect(csp, path).toContain("script-src 'self'")
    expect(csp, path).not.toContain('unsafe-inline')
    expect(csp, path).toContain("object-src 'none'")
    expect(csp, path).toContain("base-uri 'none'")
    expect(csp, path).toMatch(/connect-src 'self'[^;]* ws:\/\/127\.0\.0\.1:\*/)
    expect(response.headers()['x-content-type-options'], path).toBe('nosniff')
  }
  const unknown = await request.get(`${modalOrigin}/x/?projectId=nobody`)
  expect(unknown.headers()['content-security-policy']).toContain("frame-ancestors 'none'")
  const none = await request.get(`${modalOrigin}//`)
  expect(none.headers()['content-security-policy']).toContain("frame-ancestors 'none'")
})

test.describe('a hostile site framing the modal at another path', () => {
  test.use({ allowedConsoleErrors: [/violates the following Content Security Policy directive: "frame-ancestors/] })

  for (const path of ['/x', '/x/', '//']) {
    test(`gets no modal at ${path}`, async ({ page }) => {
      const refused: string[] = []
      page.on('console', (m) => m.text().includes('frame-ancestors') && refused.push(m.text()))
      const src = `${modalOrigin}${path}?projectId=airlock-demo`
      await page.goto(await serveTestPage(page, urls.hostile, '/__t/frame.html', `<iframe src="${src}" title="framed modal" style="width:600px;height:400px"></iframe>`))
      await expect.poll(() => refused.length).toBeGreaterThan(0)
      const framed = page.frames().find((f) => f.url().startsWith(modalOrigin))
      expect(await framed?.evaluate(() => document.getElementById('root') !== null).catch(() => false) ?? false).toBe(false)
    })
  }
})
