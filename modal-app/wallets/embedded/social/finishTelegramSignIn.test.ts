// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { AuthSession } from '../../../../shared/authApi'
import type { AuthClient } from '../authClient/createAuthClient'
import { finishTelegramSignIn } from './finishTelegramSignIn'
import { PENDING_SOCIAL_KEY, savePendingSocialSignIn } from './savePendingSocialSignIn'

const session: AuthSession = { token: 't', expiresAt: 2, projectId: 'p1', user: { id: 'google:alice', provider: 'google' } }
const storage = () => sessionStorage

function fakeAuth() {
  const socialExchange = vi.fn(async () => session)
  return { auth: { socialExchange } as unknown as AuthClient, socialExchange }
}

beforeEach(() => sessionStorage.clear())

describe('finishTelegramSignIn', () => {
  it("exchanges the returned code with the kept attempt's verifier, once", async () => {
    savePendingSocialSignIn(storage, { provider: 'google', url: 'http://x', state: 's1', codeVerifier: 'v'.repeat(43) })
    const { auth, socialExchange } = fakeAuth()
    await expect(finishTelegramSignIn(auth, { code: 'c1', state: 's1' }, storage)).resolves.toEqual(session)
    expect(socialExchange).toHaveBeenCalledWith('c1', 'v'.repeat(43))
    expect(sessionStorage.getItem(PENDING_SOCIAL_KEY)).toBeNull()
    await expect(finishTelegramSignIn(auth, { code: 'c1', state: 's1' }, storage)).rejects.toMatchObject({ reason: 'SIGN_IN_FAILED' })
    expect(socialExchange).toHaveBeenCalledTimes(1)
  })

  it('refuses a return whose state is not the kept attempt\'s', async () => {
    savePendingSocialSignIn(storage, { provider: 'google', url: 'http://x', state: 's1', codeVerifier: 'v'.repeat(43) })
    const { auth, socialExchange } = fakeAuth()
    await expect(finishTelegramSignIn(auth, { code: 'c1', state: 'forged' }, storage)).rejects.toMatchObject({ reason: 'SIGN_IN_FAILED' })
    expect(socialExchange).not.toHaveBeenCalled()
  })

  it('refuses when no attempt was kept or storage is denied', async () => {
    const { auth, socialExchange } = fakeAuth()
    await expect(finishTelegramSignIn(auth, { code: 'c1', state: 's1' }, storage)).rejects.toMatchObject({ reason: 'SIGN_IN_FAILED' })
    const denied = () => {
      throw new DOMException('denied', 'SecurityError')
    }
    await expect(finishTelegramSignIn(auth, { code: 'c1', state: 's1' }, denied)).rejects.toMatchObject({ reason: 'SIGN_IN_FAILED' })
    expect(socialExchange).not.toHaveBeenCalled()
  })

  it('ignores a malformed kept attempt', async () => {
    sessionStorage.setItem(PENDING_SOCIAL_KEY, JSON.stringify({ provider: 'myspace', state: 's1', codeVerifier: 'v' }))
    const { auth } = fakeAuth()
    await expect(finishTelegramSignIn(auth, { code: 'c1', state: 's1' }, storage)).rejects.toMatchObject({ reason: 'SIGN_IN_FAILED' })
  })
})
