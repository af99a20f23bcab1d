import { afterEach, describe, expect, it, vi } from 'vitest'

afterEach(() => {
  vi.unstubAllEnvs()
  vi.unstubAllGlobals()
  vi.resetModules()
})

describe('modalSettingsClient', () => {
  it('asks only the service named at build time, and once per page', async () => {
    vi.stubEnv('VITE_AIRLOCK_SETTINGS_URL', 'http://127.0.0.1:9/api')
    const asked: string[] = []
    vi.stubGlobal('fetch', async (url: string) => {
      asked.push(url)
      return Response.json({ projectId: 'p', allowedOrigins: ['https://app.example'], analytics: true, connectSources: [] })
    })
    const { modalSettingsClient } = await import('./modalSettingsClient')
    expect((await modalSettingsClient()('p')).allowedOrigins).toEqual(['https://app.example'])
    await modalSettingsClient()('p')
    expect(asked).toEqual(['http://127.0.0.1:9/api/v1/projects/p/settings'])
  })

  it('refuses every project when the build named no service', async () => {
    vi.stubEnv('VITE_AIRLOCK_SETTINGS_URL', '')
    const { modalSettingsClient } = await import('./modalSettingsClient')
    await expect(modalSettingsClient()('p')).rejects.toMatchObject({ code: 'unavailable', message: expect.stringContaining('VITE_AIRLOCK_SETTINGS_URL') })
  })
})
