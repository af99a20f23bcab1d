// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import { populateAppMetadata } from '@walletconnect/utils'
import type { AppMetadata } from '../../../shared/options'
import { HandshakeVerify } from './internal/HandshakeVerify'
import { loadUniversalProvider, WALLETCONNECT_STORAGE_PREFIX } from './loadUniversalProvider'

// The provider itself would connect to a relay: only its init options and its client's metadata are looked at here.
const init = vi.hoisted(() => vi.fn(async (options: Record<string, unknown>) => ({ ...options, client: { metadata: { ...(options.metadata as object) } } })))
vi.mock('@walletconnect/universal-provider', () => ({ UniversalProvider: { init } }))

const metadata = { name: 'Airlock', description: '', url: 'http://127.0.0.1:15173', icons: [] }

describe('loadUniversalProvider', () => {
  it('by default gives the provider a WalletConnect Core whose Verify answers without the outside Verify iframe', async () => {
    const appended = vi.spyOn(document.body, 'appendChild')
    const options = (await loadUniversalProvider({ projectId: 'p', relayUrl: 'ws://127.0.0.1:18788', metadata })) as unknown as Record<string, unknown>
    const core = options.core as { verify: unknown; customStoragePrefix: string }
    expect(core.verify).toBeInstanceOf(HandshakeVerify)
    expect(core.customStoragePrefix).toBe(`:${WALLETCONNECT_STORAGE_PREFIX}`)
    expect(options).toMatchObject({ projectId: 'p', relayUrl: 'ws://127.0.0.1:18788', telemetryEnabled: false, disableProviderPing: true, metadata: { ...metadata, url: '' } })
    // What sign-client calls before proposing a session and before each request:
    await expect((core.verify as HandshakeVerify).register()).resolves.toBe('')
    expect(appended).not.toHaveBeenCalled()
  })

  it('shows the wallet the proven origin, without WalletConnect\'s warning that it differs from the frame\'s address', async () => {
    const provider = (await loadUniversalProvider({ projectId: 'p', relayUrl: 'ws://127.0.0.1:18788', metadata })) as unknown as { metadata: AppMetadata; client: { metadata: AppMetadata } }
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    // What sign-client does with the metadata it is given (jsdom's location is not the dapp's).
    populateAppMetadata(provider.metadata)
    expect(warn).not.toHaveBeenCalled()
    expect(provider.client.metadata).toEqual(metadata)
    warn.mockRestore()
  })

  it('with Verify turned on by the operator leaves WalletConnect its own Core and Verify', async () => {
    const options = (await loadUniversalProvider({ projectId: 'p', relayUrl: 'ws://127.0.0.1:18788', metadata, verifyEnabled: true })) as unknown as Record<string, unknown>
    expect(options.core).toBeUndefined()
  })
})
