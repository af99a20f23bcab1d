import { describe, expect, it } from 'vitest'
import { parseProjectSettings } from './parseProjectSettings'
import { projectSettingsUrl } from './projectSettings'

const good = { projectId: 'p', allowedOrigins: ['https://app.example'], analytics: true, connectSources: ['wss://relay.example', 'http://127.0.0.1:*'], features: { swaps: false } }

describe('parseProjectSettings', () => {
  it('reads an answer and fills every feature the answer leaves out as allowed', () => {
    const settings = parseProjectSettings(good, 'p')
    expect(settings).toMatchObject({ projectId: 'p', allowedOrigins: ['https://app.example'], analytics: true })
    expect(settings.features).toEqual({ swaps: false, onramp: true, receive: true, send: true, email: true, socials: true, history: true, allWallets: true, smartSessions: true, guestWallets: true })
    expect(parseProjectSettings({ ...good, features: undefined }, 'p').features.swaps).toBe(true)
  })

  it.each([
    ['another project', { ...good, projectId: 'q' }],
    ['a path in an origin', { ...good, allowedOrigins: ['https://app.example/'] }],
    ['a wildcard origin', { ...good, allowedOrigins: ['*'] }],
    ['a directive smuggled into a source', { ...good, connectSources: ["https://a.example; script-src 'unsafe-inline'"] }],
    ['a keyword source', { ...good, connectSources: ["'unsafe-eval'"] }],
    ['analytics as a string', { ...good, analytics: 'yes' }],
    ['a feature as a string', { ...good, features: { send: 'no' } }],
    ['features as a list', { ...good, features: ['send'] }],
    ['no object', 'settings'],
    ['null', null],
  ])('refuses %s', (_name, raw) => {
    expect(() => parseProjectSettings(raw, 'p')).toThrow(expect.objectContaining({ name: 'SettingsRequestError', code: 'malformed' }))
  })
})

describe('projectSettingsUrl', () => {
  it('keeps the base path and escapes the id', () => {
    expect(projectSettingsUrl('https://api.example/data', 'p1')).toBe('https://api.example/data/v1/projects/p1/settings')
    expect(projectSettingsUrl('http://127.0.0.1:18787/', 'a/b?c')).toBe('http://127.0.0.1:18787/v1/projects/a%2Fb%3Fc/settings')
  })
})
