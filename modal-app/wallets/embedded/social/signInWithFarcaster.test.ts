import { createHash } from 'node:crypto'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AuthSession, FarcasterChannel, FarcasterChannelStatus } from '../../../../shared/authApi'
import { AuthRequestError } from '../authClient/AuthRequestError'
import type { AuthClient, CallOptions } from '../authClient/createAuthClient'
import { signInWithFarcaster } from './signInWithFarcaster'

const session: AuthSession = { token: 't', expiresAt: 2, projectId: 'p1', user: { id: 'farcaster:1001', username: 'alice', provider: 'farcaster' } }
const channel: FarcasterChannel = { channelToken: 'ch1', url: 'http://127.0.0.1:8789/farcaster/connect?channelToken=ch1', expiresAt: Date.now() + 600_000 }

/** A client whose channel creation and status answers the test scripts. */
function fakeAuth(statuses: FarcasterChannelStatus[], create: (secretHash: string, options?: CallOptions) => Promise<FarcasterChannel> = async () => channel) {
  const farcasterChannel = vi.fn(create)
  const farcasterStatus = vi.fn(async () => statuses.shift() ?? { state: 'pending' as const })
  return { auth: { farcasterChannel, farcasterStatus } as unknown as AuthClient, farcasterChannel, farcasterStatus }
}

afterEach(() => vi.useRealTimers())

describe('signInWithFarcaster', () => {
  it('creates a channel, reports it, and polls until the visitor approved it', async () => {
    vi.useFakeTimers()
    const { auth, farcasterStatus } = fakeAuth([{ state: 'pending' }, { state: 'pending' }, { state: 'completed', session }])
    const onChannel = vi.fn()
    const { result } = signInWithFarcaster(auth, { onChannel })
    await vi.advanceTimersByTimeAsync(0)
    expect(onChannel).toHaveBeenCalledWith(channel)
    await vi.advanceTimersByTimeAsync(3_000)
    await expect(result).resolves.toEqual(session)
    expect(farcasterStatus).toHaveBeenCalledTimes(3)
    expect(farcasterStatus).toHaveBeenCalledWith('ch1', expect.any(String), expect.anything())
  })

  it('binds the channel to a secret it keeps: the relay gets only its SHA-256, the view never sees it', async () => {
    vi.useFakeTimers()
    const { auth, farcasterChannel, farcasterStatus } = fakeAuth([{ state: 'completed', session }])
    const onChannel = vi.fn()
    await expect(signInWithFarcaster(auth, { onChannel }).result).resolves.toEqual(session)
    const secretHash = farcasterChannel.mock.calls[0]![0]
    const secret = (farcasterStatus.mock.calls[0] as unknown as [string, string])[1]
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(secretHash).toBe(createHash('sha256').update(secret).digest('base64url'))
    expect(JSON.stringify(onChannel.mock.calls)).not.toContain(secret)
  })

  it('ends with the expiry text when the channel expired', async () => {
    vi.useFakeTimers()
    const { auth } = fakeAuth([{ state: 'pending' }, { state: 'expired' }])
    const { result } = signInWithFarcaster(auth, { onChannel: () => undefined })
    const settled = result.catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(2_000)
    expect(await settled).toMatchObject({ reason: 'CODE_EXPIRED', message: 'The Farcaster sign-in expired. Please try again.' })
  })

  it('cancel stops the polling at once', async () => {
    vi.useFakeTimers()
    const { auth, farcasterStatus } = fakeAuth([])
    const { result, cancel } = signInWithFarcaster(auth, { onChannel: () => undefined })
    const settled = result.catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(2_500)
    const polled = farcasterStatus.mock.calls.length
    expect(polled).toBeGreaterThan(0)
    cancel()
    const error = await settled
    expect(error).toBeInstanceOf(AuthRequestError)
    expect(error).toMatchObject({ reason: 'ABORTED' })
    await vi.advanceTimersByTimeAsync(10_000)
    expect(farcasterStatus).toHaveBeenCalledTimes(polled)
  })

  it('cancel during channel creation reports no channel and never polls', async () => {
    let answer: (c: FarcasterChannel) => void = () => undefined
    const { auth, farcasterStatus, farcasterChannel } = fakeAuth([], () => new Promise((resolve) => (answer = resolve)))
    const onChannel = vi.fn()
    const { result, cancel } = signInWithFarcaster(auth, { onChannel })
    expect(farcasterChannel.mock.calls[0]?.[1]?.signal?.aborted).toBe(false)
    cancel()
    expect(farcasterChannel.mock.calls[0]?.[1]?.signal?.aborted).toBe(true)
    answer(channel)
    await expect(result).rejects.toMatchObject({ reason: 'ABORTED' })
    expect(onChannel).not.toHaveBeenCalled()
    expect(farcasterStatus).not.toHaveBeenCalled()
  })
})
