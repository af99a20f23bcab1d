import { describe, expect, it } from 'vitest'
import { MissingOptionError } from './MissingOptionError'
import { requireDeploymentUrls } from './requireDeploymentUrls'

const services = { apiUrl: 'https://api.example', registryUrl: 'https://api.example', analyticsUrl: 'https://api.example', relayUrl: 'wss://relay.example', authUrl: 'https://auth.example' }

describe('requireDeploymentUrls', () => {
  it('accepts the modal URL and every service URL', () => {
    expect(requireDeploymentUrls({ modalUrl: 'https://modal.example/', services })).toEqual({ modalUrl: 'https://modal.example/', services })
  })

  it.each([
    [{ services }, 'modalUrl'],
    [{ modalUrl: 'javascript:alert(1)', services }, 'modalUrl'],
    [{ modalUrl: 'https://modal.example/' }, 'services.apiUrl'],
    [{ modalUrl: 'https://modal.example/', services: { ...services, registryUrl: undefined } }, 'services.registryUrl'],
    [{ modalUrl: 'https://modal.example/', services: { ...services, analyticsUrl: 'not a url' } }, 'services.analyticsUrl'],
    [{ modalUrl: 'https://modal.example/', services: { ...services, relayUrl: 'https://relay.example' } }, 'services.relayUrl'],
    [{ modalUrl: 'https://modal.example/', services: { ...services, authUrl: undefined } }, 'services.authUrl'],
    [{ modalUrl: 'https://modal.example/', services: { ...services, authUrl: 'wss://auth.example' } }, 'services.authUrl'],
  ])('%j: throws MissingOptionError naming %s, code -32602', (options, option) => {
    let error: unknown
    try {
      requireDeploymentUrls(options)
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(MissingOptionError)
    expect(error).toMatchObject({ code: -32602, option, data: { option } })
    expect((error as Error).message).toContain(`\`${option}\``)
  })
})
