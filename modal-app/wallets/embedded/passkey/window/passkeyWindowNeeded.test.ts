import { describe, expect, it } from 'vitest'
import { passkeyWindowNeeded } from './passkeyWindowNeeded'

/** A window as the check reads it: framed or not, the engine's vendor, and Chromium's policy view. */
function fakeWindow({ framed = true, vendor = 'Google Inc.', denied = [] as string[], policy = true } = {}) {
  const win = { navigator: { vendor }, document: policy ? { featurePolicy: { allowsFeature: (f: string) => !denied.includes(f) } } : {} } as unknown as Window & { top: Window }
  win.top = framed ? ({} as Window) : win
  return win
}

describe('passkeyWindowNeeded', () => {
  it('never for a top-level modal page (the window itself, a standalone modal)', () => {
    expect(passkeyWindowNeeded('signUp', fakeWindow({ framed: false, denied: ['publickey-credentials-create'] }))).toBe(false)
    expect(passkeyWindowNeeded('signUp', fakeWindow({ framed: false, vendor: 'Apple Computer, Inc.', policy: false }))).toBe(false)
  })

  it("Chromium: follows the frame's Permissions Policy (a host page's header or an iframe without Airlock's allow)", () => {
    expect(passkeyWindowNeeded('signUp', fakeWindow())).toBe(false)
    expect(passkeyWindowNeeded('signIn', fakeWindow())).toBe(false)
    expect(passkeyWindowNeeded('signUp', fakeWindow({ denied: ['publickey-credentials-create'] }))).toBe(true)
    expect(passkeyWindowNeeded('signIn', fakeWindow({ denied: ['publickey-credentials-create'] }))).toBe(false)
    expect(passkeyWindowNeeded('signIn', fakeWindow({ denied: ['publickey-credentials-get'] }))).toBe(true)
    // A sign-up signs in with the new passkey right after: it needs both.
    expect(passkeyWindowNeeded('signUp', fakeWindow({ denied: ['publickey-credentials-get'] }))).toBe(true)
  })

  it('WebKit: a framed sign-up (create) goes to the window, a sign-in (get) stays in the frame; Gecko stays in the frame', () => {
    expect(passkeyWindowNeeded('signUp', fakeWindow({ vendor: 'Apple Computer, Inc.', policy: false }))).toBe(true)
    expect(passkeyWindowNeeded('signIn', fakeWindow({ vendor: 'Apple Computer, Inc.', policy: false }))).toBe(false)
    expect(passkeyWindowNeeded('signUp', fakeWindow({ vendor: '', policy: false }))).toBe(false)
  })
})
