import { describe, expect, it, vi } from 'vitest'
import { mainnet } from '../../../../shared/networks/networks'
import { makeStore } from '../../../app/makeStore'
import { optionsReceived } from '../../../state/options/optionsSlice'
import { operatorRuns } from '../../../testing/operatorRuns'
import { createEmbeddedSession } from './createEmbeddedSession'

describe('createEmbeddedSession', () => {
  it('makes the auth client once, and the session store only when asked (none before)', async () => {
    const store = makeStore()
    store.dispatch(operatorRuns({ authUrl: 'http://127.0.0.1:3' }))
    store.dispatch(optionsReceived({ projectId: 'p', networks: [mainnet], services: { authUrl: 'http://127.0.0.1:3' } }))
    const hasSolana = vi.fn(() => false)
    const session = createEmbeddedSession(store, { hasSolana })
    expect(session.client()).toBe(session.client())
    expect(session.client().projectId).toBe('p')
    expect(session.current()).toBeUndefined()
    const made = await session.sessions()
    expect(await session.sessions()).toBe(made)
    expect(session.current()).toBe(made)
    // Whether a Solana key is made is decided once, with the store.
    expect(hasSolana).toHaveBeenCalledTimes(1)
  })
})
