import { describe, expect, it, vi } from 'vitest'
import type { PublicState } from '../../shared/protocol/api'
import { Eip1193Provider } from './Eip1193Provider'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const RESTORED: PublicState = { open: false, view: 'Connect', loading: false, status: 'connected', namespace: 'eip155', address: ADDRESS, accounts: [ADDRESS], chainId: '0x2105', themeMode: 'dark' }

describe('Eip1193Provider with a connection restored by the modal’s ready', () => {
  it('answers a plain eth_accounts and eth_chainId from it while the modal boots, and sends everything else to the modal', async () => {
    const request = vi.fn(async () => 'from the modal')
    const provider = new Eip1193Provider(() => ({ request }))
    provider.syncState(RESTORED, true)
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual([ADDRESS])
    await expect(provider.request({ method: 'eth_chainId' })).resolves.toBe('0x2105')
    expect(request).not.toHaveBeenCalled()
    await expect(provider.request({ method: 'personal_sign', params: ['0x00', ADDRESS] })).resolves.toBe('from the modal')
    await expect(provider.request({ method: 'eth_accounts', chainId: 'eip155:1' })).resolves.toBe('from the modal')
  })

  it('answers a call made before the ready from it too, once the ready has come', async () => {
    const request = vi.fn(async () => [])
    let ready: (modal: { request: typeof request }) => void = () => {}
    const provider = new Eip1193Provider(() => new Promise((resolve) => (ready = resolve)))
    const early = provider.request({ method: 'eth_accounts' })
    provider.syncState(RESTORED, true)
    ready({ request })
    await expect(early).resolves.toEqual([ADDRESS])
    expect(request).not.toHaveBeenCalled()
  })

  it('asks the modal again once the modal has reported its own state', async () => {
    const request = vi.fn(async () => [])
    const provider = new Eip1193Provider(() => ({ request }))
    provider.syncState(RESTORED, true)
    provider.syncState({ ...RESTORED, status: 'disconnected', accounts: [] })
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual([])
    expect(request).toHaveBeenCalledTimes(1)
  })
})
