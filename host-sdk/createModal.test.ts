// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { MissingOptionError } from '../shared/options/MissingOptionError'
import { createModal, type CreateModalOptions } from './createModal'
import { mainnet } from './networks'

describe('createModal', () => {
  it('has no localhost default: without modalUrl or a service URL it throws MissingOptionError naming it and mounts nothing', () => {
    const services = { apiUrl: 'https://api.example', registryUrl: 'https://api.example', analyticsUrl: 'https://api.example', relayUrl: 'wss://relay.example', authUrl: 'https://auth.example' }
    const base = { projectId: 'p', networks: [mainnet] }
    expect(() => createModal({ ...base, services } as unknown as CreateModalOptions)).toThrow(MissingOptionError)
    expect(() => createModal({ ...base, services } as unknown as CreateModalOptions)).toThrow('createModal needs `modalUrl`')
    expect(() => createModal({ ...base, modalUrl: 'https://modal.example/', services: { ...services, relayUrl: undefined } } as unknown as CreateModalOptions)).toThrow('`services.relayUrl`')
    expect(() => createModal({ ...base, modalUrl: 'https://modal.example/', services: { ...services, authUrl: undefined } } as unknown as CreateModalOptions)).toThrow('`services.authUrl`')
    expect(document.querySelector('iframe')).toBeNull()
  })
})
