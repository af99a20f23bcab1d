// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import { HandshakeVerify } from './internal/HandshakeVerify'
import { loadUniversalProvider, WALLETCONNECT_STORAGE_PREFIX } from './loadUniversalProvider'

// The provider itself would connect to a relay: only its init options are looked at here.
const init = vi.hoisted(() => vi.fn(async (options: Record<string, unknown>) => options))
vi.mock('@walletconnect/universal-provider', () => ({ UniversalProvider: { init } }))

const metadata = { name: 'Airlock', description: '', url: 'http://127.0.0.1:15173', icons: [] }

describe('loadUniversalProvider', () => {
  it('by default gives the provider a WalletConnect Core whose Verify answers without the outside Verify iframe', async () => {
    const appended = vi.spyOn(document.body, 'appendChild')
    const options = (await loadUniversalProvider({ projectId: 'p', relayUrl: 'ws://127.0.0.1:18788', metadata })) as unknown as Record<string, unknown>
    const core = options.core as { verify: unknown; customStoragePrefix: string }
    expect(core.verify).toBeInstanceOf(HandshakeVerify)
    expect(core.customStoragePrefix).toBe(`:${WALLETCONNECT_STORAGE_PREFIX}`)
    expect(options).toMatchObject({ projectId: 'p', relayUrl: 'ws://127.0.0.1:18788', telemetryEnabled: false, disableProviderPing: true, metadata })
    // What sign-client calls before proposing a session and before each request:
    await expect((core.verify as HandshakeVerify).register()).resolves.toBe('')
    expect(appended).not.toHaveBeenCalled()
  })

  it('with Verify turned on by the operator leaves WalletConnect its own Core and Verify', async () => {
    const options = (await loadUniversalProvider({ projectId: 'p', relayUrl: 'ws://127.0.0.1:18788', metadata, verifyEnabled: true })) as unknown as Record<string, unknown>
    expect(options.core).toBeUndefined()
  })
})
