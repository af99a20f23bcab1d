// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { postSocialCallback } from './postSocialCallback'
import { SOCIAL_CALLBACK_TYPE } from './socialCallbackMessage'

const redirect = '/auth-callback.html?projectId=p1&code=abc&state=s1'

afterEach(() => {
  vi.restoreAllMocks()
  Object.defineProperty(window, 'opener', { value: null, configurable: true, writable: true })
  history.replaceState(null, '', '/')
})

describe('postSocialCallback (the callback page)', () => {
  it("posts the redirect to its opener on the page's own origin only, clears the address bar and closes", () => {
    history.replaceState(null, '', redirect)
    const opener = { closed: false, postMessage: vi.fn() }
    Object.defineProperty(window, 'opener', { value: opener, configurable: true, writable: true })
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined)
    expect(postSocialCallback(window)).toBe(true)
    expect(opener.postMessage).toHaveBeenCalledWith({ type: SOCIAL_CALLBACK_TYPE, url: `${location.origin}${redirect}` }, location.origin)
    expect(location.search).toBe('')
    expect(close).toHaveBeenCalled()
  })

  it('tells nobody and stays open without an opener, still clearing the code from the address bar', () => {
    history.replaceState(null, '', redirect)
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined)
    expect(postSocialCallback(window)).toBe(false)
    expect(location.href).not.toContain('code=')
    expect(close).not.toHaveBeenCalled()
  })

  it('tells nobody when the opener is gone', () => {
    history.replaceState(null, '', redirect)
    const opener = { closed: true, postMessage: vi.fn() }
    Object.defineProperty(window, 'opener', { value: opener, configurable: true, writable: true })
    expect(postSocialCallback(window)).toBe(false)
    expect(opener.postMessage).not.toHaveBeenCalled()
  })
})
