import { describe, expect, it } from 'vitest'
import { createAuthClient } from './createAuthClient'
import { createSocialSignIn } from './createSocialSignIn'
import { pkceChallenge } from './pkceChallenge'

const neverCalled = (() => {
  throw new Error('createSocialSignIn must not call the service')
}) as unknown as typeof fetch
const auth = createAuthClient({ authUrl: 'http://127.0.0.1:8789', projectId: 'p1', fetch: neverCalled })

describe('createSocialSignIn', () => {
  it('is synchronous, so the popup opens in the click handler', () => {
    const signIn = createSocialSignIn(auth, 'github', 'http://localhost:5174/auth/callback')
    expect(signIn).not.toBeInstanceOf(Promise)
    expect(signIn.provider).toBe('github')
  })

  it('puts the S256 challenge of its verifier in the URL, never the verifier', () => {
    const signIn = createSocialSignIn(auth, 'google', 'http://localhost:5174/auth/callback')
    const url = new URL(signIn.url)
    expect(url.pathname).toBe('/v1/auth/social/google/start')
    expect(url.searchParams.get('codeChallenge')).toBe(pkceChallenge(signIn.codeVerifier))
    expect(url.searchParams.get('state')).toBe(signIn.state)
    expect(url.searchParams.get('redirectUri')).toBe('http://localhost:5174/auth/callback')
    expect(url.searchParams.get('projectId')).toBe('p1')
    expect(signIn.url).not.toContain(signIn.codeVerifier)
  })

  it('makes a 43-character unreserved verifier and a fresh state each time (RFC 7636 §4.1)', () => {
    const a = createSocialSignIn(auth, 'x', 'http://localhost:5174/cb')
    const b = createSocialSignIn(auth, 'x', 'http://localhost:5174/cb')
    expect(a.codeVerifier).toMatch(/^[A-Za-z0-9._~-]{43}$/)
    expect(a.codeVerifier).not.toBe(b.codeVerifier)
    expect(a.state).not.toBe(b.state)
    expect(a.state.length).toBeGreaterThanOrEqual(22)
  })
})
