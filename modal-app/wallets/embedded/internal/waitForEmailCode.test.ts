import { describe, expect, it } from 'vitest'
import type { AuthSession } from '../../../../shared/authApi'
import { AuthRequestError } from '../authClient/AuthRequestError'
import type { AuthClient } from '../authClient/createAuthClient'
import { waitForEmailCode } from './waitForEmailCode'

const session: AuthSession = { token: 't', expiresAt: Date.now() + 60_000, projectId: 'p', user: { id: 'email:a@b.example', email: 'a@b.example', provider: 'email' } }

/** An auth client that knows one code, and a store whose listeners the test calls. */
function setup(start: () => Promise<{ expiresAt: number }> = async () => ({ expiresAt: 0 })) {
  const signals: AbortSignal[] = []
  const auth = {
    emailStart: (_email: string, options?: { signal?: AbortSignal }) => (signals.push(options!.signal!), start()),
    emailVerify: async (_email: string, code: string) => {
      if (code !== '123456') throw new AuthRequestError({ reason: 'WRONG_CODE', message: 'Wrong code. 4 attempts left.', status: 400 })
      return session
    },
  } as unknown as AuthClient
  const listeners = new Set<() => void>()
  const store = { subscribe: (listener: () => void) => (listeners.add(listener), () => void listeners.delete(listener)) }
  let wanted = true
  const wait = waitForEmailCode({ email: 'a@b.example', auth, store, stillWanted: () => wanted })
  const leave = () => {
    wanted = false
    listeners.forEach((l) => l())
  }
  return { wait, leave, signals, listeners }
}

describe('waitForEmailCode', () => {
  it('a wrong code rejects only that submit; the right one resolves the session and stops listening', async () => {
    const { wait, listeners } = setup()
    await expect(wait.submit('654321')).rejects.toMatchObject({ message: 'Wrong code. 4 attempts left.' })
    await expect(wait.submit('12 34')).rejects.toMatchObject({ code: -32602 })
    await wait.submit(' 123456 ')
    await expect(wait.session).resolves.toEqual(session)
    expect(listeners.size).toBe(0)
  })

  it('a failed send (the throttle) rejects the session with its message', async () => {
    const { wait } = setup(async () => {
      throw new AuthRequestError({ reason: 'THROTTLED', message: 'Please try again after 12 seconds', status: 429, retryAfterSeconds: 12 })
    })
    await expect(wait.session).rejects.toMatchObject({ message: 'Please try again after 12 seconds' })
  })

  it('leaving the view aborts the send and rejects with 4001', async () => {
    const { wait, leave, signals } = setup(() => new Promise(() => undefined))
    leave()
    await expect(wait.session).rejects.toMatchObject({ code: 4001 })
    expect(signals[0]!.aborted).toBe(true)
  })
})
