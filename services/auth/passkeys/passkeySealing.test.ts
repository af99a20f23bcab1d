import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAuthClient } from '../../../modal-app/wallets/embedded/authClient/createAuthClient'
import { createPasskeyClient } from '../../../modal-app/wallets/embedded/passkey/createPasskeyClient'
import { createPasskeySeal } from '../../../modal-app/wallets/embedded/passkey/createPasskeySeal'
import { createEmbeddedSessionStore } from '../../../modal-app/wallets/embedded/session/createEmbeddedSessionStore'
import type { RecoveryPrompt } from '../../../modal-app/wallets/embedded/session/RecoveryPrompt'
import { createMemoryStorage } from '../../../modal-app/wallets/embedded/storage/createMemoryStorage'
import { startTestAuth, type TestAuth } from '../testing/testHelpers'
import { signInByPasskey, signUpByPasskey } from './testing/signUpByPasskey'

/**
 * The session store and the passkey routes together, as the modal uses them after a passkey
 * sign-in: when the PRF output seals a copy of the recovery share, and when the code is still needed.
 */
describe('the recovery share sealed under a passkey', () => {
  let t: TestAuth
  beforeAll(async () => {
    t = await startTestAuth()
  })
  afterAll(() => t.stop())

  /** A new browser of the visitor's: the real session store on empty storage. */
  function newBrowser(code: { kept: string; asked: number }) {
    const client = createAuthClient({ authUrl: t.auth.url, projectId: 'airlock-demo' })
    const recovery: RecoveryPrompt = {
      confirmNewCode: async (shown) => void (code.kept = shown),
      askForCode: async (tryCode) => {
        code.asked++
        await tryCode(code.kept)
      },
    }
    return { wallet: createEmbeddedSessionStore({ client, openStorage: async () => createMemoryStorage() }), recovery }
  }

  it('a passkey without a copy (made where PRF was missing) gets one the first time the code opens the wallet with PRF; after that the passkey alone recovers', async () => {
    const passkeys = createPasskeyClient({ authUrl: t.auth.url, projectId: 'airlock-demo' })
    const prf = crypto.getRandomValues(new Uint8Array(32))
    const code = { kept: '', asked: 0 }
    const { session, passkey } = await signUpByPasskey(t)
    // Made on an authenticator path without PRF: only the code seals the recovery share.
    const first = newBrowser(code)
    const made = await first.wallet.signIn(session, { recovery: first.recovery })
    expect(await passkeys.sealedShare(session.token, 'secp256k1', passkey.id)).toBeNull()

    // A new browser where PRF works: the code is asked once, and the passkey's copy is filed.
    const second = newBrowser(code)
    const withCode = await second.wallet.signIn(await signInByPasskey(t, passkey), { recovery: second.recovery, passkey: createPasskeySeal(passkeys, passkey.id, prf) })
    expect(second.wallet.keySource()).toBe('auth+recovery')
    expect(code.asked).toBe(1)
    expect(withCode.address).toBe(made.address)
    expect(await passkeys.sealedShare(session.token, 'secp256k1', passkey.id)).toMatch(/^[A-Za-z0-9+/]{104}$/)

    // A third browser: the passkey alone.
    const third = newBrowser(code)
    const withPasskey = await third.wallet.signIn(await signInByPasskey(t, passkey), { recovery: third.recovery, passkey: createPasskeySeal(passkeys, passkey.id, prf) })
    expect(third.wallet.keySource()).toBe('auth+passkey')
    expect(code.asked).toBe(1)
    expect(withPasskey.address).toBe(made.address)
  })
})
