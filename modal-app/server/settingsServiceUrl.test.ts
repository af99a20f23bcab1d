import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { settingsServiceUrl } from './settingsServiceUrl'

describe('settingsServiceUrl', () => {
  // The profiles' own ports: npm test runs this suite with its ports shifted (AIRLOCK_PORT_OFFSET).
  beforeEach(() => void vi.stubEnv('AIRLOCK_PORT_OFFSET', '0'))
  afterEach(() => void vi.unstubAllEnvs())

  it('uses the operator\'s URL when given, for builds and servers', () => {
    expect(settingsServiceUrl({ VITE_AIRLOCK_SETTINGS_URL: 'https://api.example/data' })).toBe('https://api.example/data')
    expect(settingsServiceUrl({ VITE_AIRLOCK_SETTINGS_URL: 'https://api.example', AIRLOCK_PROFILE: 'test' }, { localServer: true })).toBe('https://api.example')
  })

  it('falls back to the loopback data API only in the local stack', () => {
    expect(settingsServiceUrl({ AIRLOCK_PROFILE: 'test' })).toBe('http://127.0.0.1:18787')
    expect(settingsServiceUrl({ AIRLOCK_PROFILE: 'dev' })).toBe('http://127.0.0.1:8787')
    expect(settingsServiceUrl({}, { localServer: true })).toBe('http://127.0.0.1:8787')
  })

  it('fails a production build with an error naming the variable', () => {
    expect(() => settingsServiceUrl({})).toThrow(expect.objectContaining({ code: 'AIRLOCK_MISSING_BUILD_VARIABLE', variable: 'VITE_AIRLOCK_SETTINGS_URL', message: expect.stringContaining('VITE_AIRLOCK_SETTINGS_URL is required') }))
    expect(() => settingsServiceUrl({ AIRLOCK_PROFILE: 'production' })).toThrow(/VITE_AIRLOCK_SETTINGS_URL/)
    expect(() => settingsServiceUrl({ VITE_AIRLOCK_SETTINGS_URL: 'ftp://api.example' })).toThrow(/'ftp:\/\/api.example' is not one/)
    expect(() => settingsServiceUrl({ VITE_AIRLOCK_SETTINGS_URL: 'api.example' })).toThrow(/is not one/)
  })
})
