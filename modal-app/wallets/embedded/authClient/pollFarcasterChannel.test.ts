import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AuthSession, FarcasterChannelStatus } from '../../../../shared/authApi'
import { AuthRequestError } from './AuthRequestError'
import type { AuthClient } from './createAuthClient'
import { pollFarcasterChannel } from './pollFarcasterChannel'

const session: AuthSession = { token: 't', expiresAt: 2, projectId: 'p1', user: { id: 'farcaster:1', username: 'alice', provider: 'farcaster' } }
const channel = { channelToken: 'ch1', url: 'http://127.0.0.1:8789/fc/ch1', expiresAt: 10_000, secret: 's1' }

/** A fake client whose farcasterStatus answers from a script, one step per call. */
function scripted(steps: Array<FarcasterChannelStatus | AuthRequestError>) {
  const farcasterStatus = vi.fn(async () => {
    const step = steps.shift()
    if (!step) throw new Error('script exhausted')
    if (step instanceof AuthRequestError) throw step
    return step
  })
  return { client: { farcasterStatus } as unknown as AuthClient, farcasterStatus }
}

const err = (reason: AuthRequestError['reason']) => new AuthRequestError({ reason, message: reason, status: 0 })

afterEach(() => {
  vi.useRealTimers()
})

describe('pollFarcasterChannel', () => {
  it('polls until the channel completes and resolves its session', async () => {
    const { client, farcasterStatus } = scripted([{ state: 'pending' }, { state: 'pending' }, { state: 'completed', session }])
    expect(await pollFarcasterChannel(client, channel, { intervalMs: 1, now: () => 0 })).toEqual(session)
    expect(farcasterStatus).toHaveBeenCalledTimes(3)
    expect(farcasterStatus).toHaveBeenCalledWith('ch1', 's1', expect.anything())
  })

  it('retries a timed-out or dropped status call', async () => {
    const { client } = scripted([err('TIMEOUT'), err('NETWORK'), { state: 'completed', session }])
    expect(await pollFarcasterChannel(client, channel, { intervalMs: 1, now: () => 0 })).toEqual(session)
  })

  it('stops on what the service says: expired, or an error code', async () => {
    await expect(pollFarcasterChannel(scripted([{ state: 'pending' }, { state: 'expired' }]).client, channel, { intervalMs: 1, now: () => 0 })).rejects.toMatchObject({
      reason: 'CODE_EXPIRED',
      message: 'The Farcaster sign-in expired. Please try again.',
    })
    await expect(pollFarcasterChannel(scripted([err('PROJECT_NOT_ALLOWED')]).client, channel, { intervalMs: 1, now: () => 0 })).rejects.toMatchObject({ reason: 'PROJECT_NOT_ALLOWED' })
  })

  it("stops at the channel's expiry even while the service still says pending", async () => {
    let clock = 0
    const { client, farcasterStatus } = scripted(Array.from({ length: 20 }, () => ({ state: 'pending' }) as const))
    const now = () => (clock += 4_000)
    await expect(pollFarcasterChannel(client, channel, { intervalMs: 1, now })).rejects.toMatchObject({ reason: 'CODE_EXPIRED' })
    expect(farcasterStatus).toHaveBeenCalledTimes(2)
  })

  it('ends with ABORTED when the visitor leaves, without waiting out the interval', async () => {
    vi.useFakeTimers()
    const { client, farcasterStatus } = scripted(Array.from({ length: 5 }, () => ({ state: 'pending' }) as const))
    const controller = new AbortController()
    const result = pollFarcasterChannel(client, channel, { intervalMs: 60_000, signal: controller.signal, now: () => 0 }).catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(0)
    controller.abort()
    await vi.advanceTimersByTimeAsync(0)
    expect(await result).toMatchObject({ reason: 'ABORTED' })
    expect(farcasterStatus).toHaveBeenCalledTimes(1)
  })
})
