import { describe, expect, it, vi } from 'vitest'
import type { AuthSession } from '../../../../shared/authApi'
import type { ConnectorNotice } from '../../ConnectorNotice'
import type { AuthClient } from '../authClient/createAuthClient'
import { AuthRequestError } from '../authClient/AuthRequestError'
import { createSignInFlows } from './createSignInFlows'

const session: AuthSession = { token: 't', expiresAt: Date.now() + 60_000, projectId: 'p', user: { id: 'google:1', provider: 'google' } }

let farcasterResult: Promise<AuthSession>
const cancelFarcaster = vi.fn()
vi.mock('./socialSignIn', () => ({
  socialSignInNow: () => undefined,
  loadSocialSignIn: async () => ({
    signInWithSocial: async () => session,
    signInWithFarcaster: (_auth: unknown, { onChannel }: { onChannel(c: { url: string; expiresAt: number }): void }) => {
      onChannel({ url: 'https://farcaster.example/c', expiresAt: 9 })
      return { result: farcasterResult, cancel: cancelFarcaster }
    },
  }),
}))

function setup(wanted = () => true) {
  const notices: ConnectorNotice[] = []
  const listeners: Array<() => void> = []
  const finish = vi.fn(async () => undefined)
  const flows = createSignInFlows({
    store: { getState: () => ({}) as never, subscribe: (l) => (listeners.push(l), () => listeners.splice(listeners.indexOf(l), 1)) },
    report: { noticed: (n) => void notices.push(n) },
    client: () => ({}) as AuthClient,
    projectId: () => 'p',
    authUrl: () => 'http://127.0.0.1:1',
    finish,
    alertIfUnreachable: () => undefined,
  })
  return { flows, notices, finish, listeners, wanted }
}

describe('createSignInFlows', () => {
  it('finishes a social sign-in with the session the provider returned', async () => {
    const { flows, finish } = setup()
    const stillWanted = () => true
    await flows.social('google', stillWanted)
    expect(finish).toHaveBeenCalledWith(session, stillWanted)
  })

  it('reports the Farcaster channel for the QR code, and cancels the attempt once the visitor left', async () => {
    let wanted = true
    let approve!: (s: AuthSession) => void
    farcasterResult = new Promise((resolve) => (approve = resolve))
    const { flows, notices, finish, listeners } = setup()
    const done = flows.farcaster(() => wanted)
    await vi.waitFor(() => expect(notices).toEqual([{ type: 'farcasterChannel', url: 'https://farcaster.example/c', expiresAt: 9 }]))
    wanted = false
    listeners.forEach((l) => l())
    expect(cancelFarcaster).toHaveBeenCalled()
    approve(session)
    await done
    expect(finish).toHaveBeenCalledTimes(1)
    expect(listeners).toEqual([])
  })

  it('refuses a code when no email sign-in waits', async () => {
    await expect(setup().flows.submitEmailCode('123456')).rejects.toMatchObject({ code: -32600 })
  })

  it('maps a failed email sign-in to a provider error and asks for the alert check', async () => {
    const alertIfUnreachable = vi.fn()
    const failing = { emailStart: async () => Promise.reject(new AuthRequestError({ reason: 'NETWORK', message: 'down', status: 0 })) } as unknown as AuthClient
    const flows = createSignInFlows({ store: { getState: () => ({}) as never, subscribe: () => () => undefined }, report: { noticed: () => undefined }, client: () => failing, projectId: () => 'p', authUrl: () => 'http://127.0.0.1:1', finish: async () => undefined, alertIfUnreachable })
    await expect(flows.email('a@b.c', () => true)).rejects.toMatchObject({ message: 'down' })
    expect(alertIfUnreachable).toHaveBeenCalledWith(expect.any(AuthRequestError))
  })
})
