// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AuthSession } from '../../../../shared/authApi'
import { UserRejectedRequestError } from '../../../../shared/errors'
import { AuthRequestError } from '../authClient/AuthRequestError'
import { createAuthClient } from '../authClient/createAuthClient'
import { pkceChallenge } from '../authClient/pkceChallenge'
import { PopupBlockedError } from './PopupBlockedError'
import { PENDING_SOCIAL_KEY } from './savePendingSocialSignIn'
import { signInWithSocial } from './signInWithSocial'
import { SOCIAL_CALLBACK_TYPE } from './socialCallbackMessage'

const session: AuthSession = { token: 'tok', expiresAt: Date.now() + 60_000, projectId: 'p1', user: { id: 'google:alice', provider: 'google' } }

/** A popup the test drives: the visitor may close it; the modal may close it. */
function fakePopup() {
  const popup = { closed: false, close: vi.fn(() => void (popup.closed = true)) }
  return popup
}

function setup(popup: ReturnType<typeof fakePopup> | null = fakePopup()) {
  const fetch = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => new Response(JSON.stringify({ session }), { status: 200, headers: { 'content-type': 'application/json' } }))
  const auth = createAuthClient({ authUrl: 'http://127.0.0.1:8789', projectId: 'p1', fetch: fetch as unknown as typeof globalThis.fetch })
  const open = vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window)
  const started = () => new URL(String(open.mock.calls[0]?.[0]))
  return { auth, fetch, open, popup, started }
}

/** The callback page's message as the modal receives it. */
function deliver(data: unknown, origin: string, source: unknown) {
  const event = new MessageEvent('message', { data, origin })
  Object.defineProperty(event, 'source', { value: source })
  window.dispatchEvent(event)
}

/** Where the auth service redirects the popup: the redirect URI plus code and state. */
function redirected(started: URL, params: Record<string, string>) {
  const url = new URL(started.searchParams.get('redirectUri')!)
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v)
  return url.toString()
}

beforeEach(() => {
  sessionStorage.clear()
})
afterEach(() => {
  vi.restoreAllMocks()
  vi.useRealTimers()
  delete (window as { TelegramWebviewProxy?: unknown }).TelegramWebviewProxy
})

describe('signInWithSocial', () => {
  it('opens the popup synchronously, before anything is awaited, on the start route with the modal\'s own callback page', () => {
    const { auth, open, started } = setup()
    void signInWithSocial(auth, 'google', { projectId: 'p1' }).catch(() => undefined)
    // Checked before any microtask ran: an `await` ahead of window.open would leave it uncalled here.
    expect(open).toHaveBeenCalledTimes(1)
    const url = started()
    expect(`${url.origin}${url.pathname}`).toBe('http://127.0.0.1:8789/v1/auth/social/google/start')
    expect(url.searchParams.get('redirectUri')).toBe(`${location.origin}/auth-callback.html?projectId=p1`)
    expect(url.searchParams.get('projectId')).toBe('p1')
  })

  it('rejects with PopupBlockedError when the browser refuses the popup, and calls nothing', async () => {
    const { auth, fetch } = setup(null)
    const error = await signInWithSocial(auth, 'github', { projectId: 'p1' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(PopupBlockedError)
    expect(error).toMatchObject({ code: 5000, reason: 'POPUP_BLOCKED', data: { reason: 'POPUP_BLOCKED' } })
    expect(fetch).not.toHaveBeenCalled()
  })

  it('refuses a provider outside the allowed ones before opening anything', async () => {
    const { auth, open } = setup()
    const error = await signInWithSocial(auth, 'farcaster' as 'google', { projectId: 'p1' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(AuthRequestError)
    expect(error).toMatchObject({ reason: 'INVALID_PROVIDER' })
    expect(open).not.toHaveBeenCalled()
  })

  it('rejects with 4001 when the visitor closes the popup without finishing', async () => {
    vi.useFakeTimers()
    const { auth, popup, fetch } = setup()
    const result = signInWithSocial(auth, 'x', { projectId: 'p1' }).catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(2_000)
    popup!.closed = true
    await vi.advanceTimersByTimeAsync(1_100)
    const error = await result
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect((error as UserRejectedRequestError).code).toBe(4001)
    expect(fetch).not.toHaveBeenCalled()
  })

  it('exchanges the code from its own popup on its own origin, with the verifier whose challenge it sent', async () => {
    const { auth, popup, fetch, started } = setup()
    const result = signInWithSocial(auth, 'discord', { projectId: 'p1' })
    const url = started()
    deliver({ type: SOCIAL_CALLBACK_TYPE, url: redirected(url, { code: 'C'.repeat(43), state: url.searchParams.get('state')! }) }, location.origin, popup)
    await expect(result).resolves.toEqual(session)
    const [exchangeUrl, init] = fetch.mock.calls[0]!
    expect(String(exchangeUrl)).toContain('/v1/auth/social/exchange')
    const body = JSON.parse(String(init?.body)) as { code: string; codeVerifier: string }
    expect(body.code).toBe('C'.repeat(43))
    expect(pkceChallenge(body.codeVerifier)).toBe(url.searchParams.get('codeChallenge'))
    expect(popup!.close).toHaveBeenCalled()
  })

  it('ignores messages from another origin or another window, and finishes on the right one', async () => {
    vi.useFakeTimers()
    const { auth, popup, fetch, started } = setup()
    const result = signInWithSocial(auth, 'apple', { projectId: 'p1' })
    const url = started()
    const good = { type: SOCIAL_CALLBACK_TYPE, url: redirected(url, { code: 'D'.repeat(43), state: url.searchParams.get('state')! }) }
    deliver(good, 'http://evil.example', popup)
    deliver(good, location.origin, fakePopup())
    deliver(good, location.origin, null)
    deliver({ type: 'other', url: good.url }, location.origin, popup)
    await vi.advanceTimersByTimeAsync(1_000)
    expect(fetch).not.toHaveBeenCalled()
    deliver(good, location.origin, popup)
    vi.useRealTimers()
    await expect(result).resolves.toEqual(session)
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('refuses a redirect whose state is not this attempt\'s, or that carries an error', async () => {
    const first = setup()
    const forged = signInWithSocial(first.auth, 'facebook', { projectId: 'p1' })
    deliver({ type: SOCIAL_CALLBACK_TYPE, url: redirected(first.started(), { code: 'E'.repeat(43), state: 'someone-elses' }) }, location.origin, first.popup)
    await expect(forged).rejects.toMatchObject({ reason: 'SIGN_IN_FAILED' })
    vi.restoreAllMocks()

    const second = setup()
    const failed = signInWithSocial(second.auth, 'google', { projectId: 'p1' })
    deliver({ type: SOCIAL_CALLBACK_TYPE, url: redirected(second.started(), { error: 'SIGN_IN_FAILED', state: second.started().searchParams.get('state')! }) }, location.origin, second.popup)
    await expect(failed).rejects.toMatchObject({ reason: 'SIGN_IN_FAILED' })
    expect(first.fetch).not.toHaveBeenCalled()
    expect(second.fetch).not.toHaveBeenCalled()
  })

  it('keeps the attempt for a result_uri return only inside Telegram, and drops it once finished', async () => {
    const outside = setup()
    void signInWithSocial(outside.auth, 'google', { projectId: 'p1' }).catch(() => undefined)
    expect(sessionStorage.getItem(PENDING_SOCIAL_KEY)).toBeNull()
    vi.restoreAllMocks()

    ;(window as { TelegramWebviewProxy?: unknown }).TelegramWebviewProxy = {}
    const inside = setup()
    const result = signInWithSocial(inside.auth, 'github', { projectId: 'p1' })
    const url = inside.started()
    const kept = JSON.parse(sessionStorage.getItem(PENDING_SOCIAL_KEY)!) as { state: string; codeVerifier: string; provider: string }
    expect(kept).toMatchObject({ provider: 'github', state: url.searchParams.get('state') })
    expect(pkceChallenge(kept.codeVerifier)).toBe(url.searchParams.get('codeChallenge'))
    deliver({ type: SOCIAL_CALLBACK_TYPE, url: redirected(url, { code: 'F'.repeat(43), state: kept.state }) }, location.origin, inside.popup)
    await expect(result).resolves.toEqual(session)
    expect(sessionStorage.getItem(PENDING_SOCIAL_KEY)).toBeNull()
  })
})
