import { describe, expect, it } from 'vitest'
import { AuthRequestError } from './AuthRequestError'
import { readSocialRedirect } from './readSocialRedirect'

const base = 'http://localhost:5174/auth/callback'

function reasonOf(run: () => unknown): string | undefined {
  try {
    run()
    return undefined
  } catch (error) {
    expect(error).toBeInstanceOf(AuthRequestError)
    return (error as AuthRequestError).reason
  }
}

describe('readSocialRedirect', () => {
  it('returns the code when the state is the one sent', () => {
    expect(readSocialRedirect(`${base}?code=one-time&state=s1`, 's1')).toBe('one-time')
  })

  it.each([
    ['another state', `${base}?code=c&state=s2`, 'SIGN_IN_FAILED'],
    ['no state', `${base}?code=c`, 'SIGN_IN_FAILED'],
    ['no code', `${base}?state=s1`, 'SIGN_IN_FAILED'],
    ["the service's error", `${base}?error=SIGN_IN_FAILED&state=s1`, 'SIGN_IN_FAILED'],
    ['a redirect the service refused', `${base}?error=INVALID_REDIRECT&state=s1`, 'INVALID_REDIRECT'],
  ])('%s fails with %s', (_name, url, reason) => {
    expect(reasonOf(() => readSocialRedirect(url, 's1'))).toBe(reason)
  })

  it('never accepts an empty expected state', () => {
    expect(reasonOf(() => readSocialRedirect(`${base}?code=c&state=`, ''))).toBe('SIGN_IN_FAILED')
  })
})
