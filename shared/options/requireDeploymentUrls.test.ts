import { describe, expect, it } from 'vitest'
import { MissingOptionError } from './MissingOptionError'
import { requireDeploymentUrls } from './requireDeploymentUrls'

const services = { apiUrl: 'https://api.example', registryUrl: 'https://api.example', analyticsUrl: 'https://api.example', relayUrl: 'wss://relay.example', authUrl: 'https://auth.example' }

describe('requireDeploymentUrls', () => {
  it('accepts the modal URL and every service URL', () => {
    expect(requireDeploymentUrls({ modalUrl: 'https://modal.example/', services })).toEqual({ modalUrl: 'https://modal.example/', services })
  })

  it('accepts the plain http: and ws: URLs of a local stack', () => {
    const local = { apiUrl: 'http://127.0.0.1:1', registryUrl: 'http://127.0.0.1:1', analyticsUrl: 'http://127.0.0.1:1', relayUrl: 'ws://127.0.0.1:2', authUrl: 'http://127.0.0.1:3' }
    expect(requireDeploymentUrls({ modalUrl: 'http://localhost:4/', services: local }).services).toEqual(local)
  })

  it('leaves the data API and auth URLs out: they are the operator\'s, from the project\'s settings', () => {
    const { apiUrl: _api, authUrl: _auth, ...hostOnly } = services
    expect(requireDeploymentUrls({ modalUrl: 'https://modal.example/', services: hostOnly }).services).toEqual(hostOnly)
  })

  it.each([
    [{ services }, 'modalUrl'],
    [{ modalUrl: 'javascript:alert(1)', services }, 'modalUrl'],
    [{ modalUrl: 'https://modal.example/' }, 'services.registryUrl'],
    [{ modalUrl: 'https://modal.example/', services: { ...services, registryUrl: undefined } }, 'services.registryUrl'],
    [{ modalUrl: 'https://modal.example/', services: { ...services, analyticsUrl: 'not a url' } }, 'services.analyticsUrl'],
    [{ modalUrl: 'https://modal.example/', services: { ...services, relayUrl: 'https://relay.example' } }, 'services.relayUrl'],
    [{ modalUrl: 'https://modal.example/', services: { ...services, relayUrl: 'wsx://relay.example' } }, 'services.relayUrl'],
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
