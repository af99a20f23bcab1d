import { describe, expect, it } from 'vitest'
import { inlineStyleHashes, modalSecurityHeaders } from './modalSecurityHeaders'

const project = { allowedOrigins: ['https://app.example', 'https://www.app.example'], connectSources: ['https://api.example', 'wss://relay.example'] }

describe('modalSecurityHeaders', () => {
  it('frames only for the project and keeps the modal document strict', () => {
    const csp = modalSecurityHeaders(project, { styleHashes: ["'sha256-abc'"] })['Content-Security-Policy']
    expect(csp).toContain('frame-ancestors https://app.example https://www.app.example')
    expect(csp).toContain("script-src 'self';")
    expect(csp).toContain("style-src 'self' 'sha256-abc';")
    expect(csp).toContain("connect-src 'self' https://api.example wss://relay.example")
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain("base-uri 'none'")
    expect(csp).not.toContain('unsafe')
  })
  it("refuses every frame for an unknown project or one without origins", () => {
    expect(modalSecurityHeaders(undefined)['Content-Security-Policy']).toContain("frame-ancestors 'none'")
    expect(modalSecurityHeaders({ allowedOrigins: [] })['Content-Security-Policy']).toContain("frame-ancestors 'none'")
  })
  it('always lets the modal reach its settings service, once', () => {
    expect(modalSecurityHeaders(undefined, { settingsOrigin: 'https://api.example' })['Content-Security-Policy']).toContain("connect-src 'self' https://api.example;")
    expect(modalSecurityHeaders(project, { settingsOrigin: 'https://api.example' })['Content-Security-Policy']).toContain("connect-src 'self' https://api.example wss://relay.example;")
  })
  it('relaxes only script and style for the dev server, never framing', () => {
    const dev = modalSecurityHeaders(project, { dev: true })
    expect(dev['Content-Security-Policy']).toContain("script-src 'self' 'unsafe-inline'")
    expect(dev['Content-Security-Policy']).toContain('frame-ancestors https://app.example https://www.app.example')
    expect(dev['X-Content-Type-Options']).toBe('nosniff')
  })
  it('hashes inline styles as CSP sources', () => {
    expect(inlineStyleHashes('<style>a{}</style><p><style media="x">b{}</style>')).toEqual(["'sha256-X1RutGBrXCt9KkSaXMK7tHftWiRscFHOhxsS8tv8hBk='", expect.stringMatching(/^'sha256-/)])
  })
})
