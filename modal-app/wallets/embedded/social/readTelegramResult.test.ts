// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { readTelegramResult } from './readTelegramResult'

const start = `${location.origin}/`
const resultUri = (params: string) => encodeURIComponent(`${location.origin}/auth-callback.html?${params}`)

afterEach(() => history.replaceState(null, '', start))

describe('readTelegramResult (Telegram mini-app return)', () => {
  it('reads code and state from result_uri and removes it from the address bar, keeping the rest', () => {
    history.replaceState({ kept: 1 }, '', `/?projectId=p1&result_uri=${resultUri('code=abc&state=s1')}&x=2#frag`)
    expect(readTelegramResult()).toEqual({ code: 'abc', state: 's1' })
    expect(location.search).toBe('?projectId=p1&x=2')
    expect(location.hash).toBe('#frag')
    expect(location.href).not.toContain('abc')
    expect(history.state).toEqual({ kept: 1 })
  })

  it('is undefined and leaves the address alone without result_uri', () => {
    history.replaceState(null, '', '/?projectId=p1')
    expect(readTelegramResult()).toBeUndefined()
    expect(location.search).toBe('?projectId=p1')
  })

  it('removes a result_uri without a code (an error return, or garbage) and reports nothing', () => {
    history.replaceState(null, '', `/?result_uri=${resultUri('error=SIGN_IN_FAILED&state=s1')}`)
    expect(readTelegramResult()).toBeUndefined()
    expect(location.search).toBe('')
    history.replaceState(null, '', '/?result_uri=http%3A%2F%2F%5B')
    expect(readTelegramResult()).toBeUndefined()
    expect(location.search).toBe('')
  })

  it('reads a return only once', () => {
    history.replaceState(null, '', `/?result_uri=${resultUri('code=abc&state=s1')}`)
    expect(readTelegramResult()).toBeDefined()
    expect(readTelegramResult()).toBeUndefined()
  })
})
