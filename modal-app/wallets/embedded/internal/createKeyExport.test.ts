import { describe, expect, it, vi } from 'vitest'
import type { EmbeddedSessionStore } from '../session/createEmbeddedSessionStore'
import type { EmbeddedSession } from './createEmbeddedSession'
import { createKeyExport } from './createKeyExport'

const noStore = { subscribe: () => () => undefined }

function sessionOf(wallet: Partial<EmbeddedSessionStore> | undefined): EmbeddedSession {
  return { client: () => ({}) as never, sessions: async () => wallet as EmbeddedSessionStore, current: () => wallet as EmbeddedSessionStore | undefined }
}

describe('createKeyExport', () => {
  it('hands the keys the session store exports, and refuses with 4100 when signed out', async () => {
    const exportKeys = vi.fn(async () => ({ evm: new Uint8Array([1]) }) as never)
    expect(await createKeyExport({ store: noStore, session: sessionOf({ exportKeys }), projectId: () => 'p' }).exportKeys()).toEqual({ evm: new Uint8Array([1]) })
    const signedOut = createKeyExport({ store: noStore, session: sessionOf(undefined), projectId: () => 'p' })
    await expect(signedOut.exportKeys()).rejects.toMatchObject({ code: 4100 })
    expect(() => signedOut.startFreshSignIn(() => true)).toThrow(expect.objectContaining({ code: 4100 }))
  })

  it("repeats a social sign-in through the user's provider, and refuses a method it can't repeat (Farcaster)", async () => {
    const farcaster = sessionOf({ snapshot: () => ({ user: { id: 'farcaster:1', provider: 'farcaster' } }) as never })
    expect(() => createKeyExport({ store: noStore, session: farcaster, projectId: () => 'p' }).startFreshSignIn(() => true)).toThrow(expect.objectContaining({ code: 4100 }))
  })
})
