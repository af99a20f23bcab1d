import { describe, expect, it } from 'vitest'
import { resolveOpenView } from './resolveOpenView'
import { STANDALONE_VIEWS } from './viewNames'

const disconnected = { connected: false, unsupportedChain: false }
const connected = { connected: true, unsupportedChain: false }

describe('resolveOpenView (open rule)', () => {
  it('opens Account when an address is connected', () => {
    expect(resolveOpenView(undefined, connected)).toBe('Account')
  })
  it('opens Connect when nothing is connected', () => {
    expect(resolveOpenView(undefined, disconnected)).toBe('Connect')
  })
  it('opens UnsupportedChain when connected on a network the rule rejects', () => {
    expect(resolveOpenView(undefined, { connected: true, unsupportedChain: true })).toBe('UnsupportedChain')
  })
  it('starts at any standalone view the host names, in any case', () => {
    for (const view of STANDALONE_VIEWS.filter((v) => v !== 'Account')) {
      expect(resolveOpenView(view, disconnected)).toBe(view)
      expect(resolveOpenView(view.toUpperCase(), disconnected)).toBe(view)
    }
    expect(resolveOpenView('help', disconnected)).toBe('WhatIsAWallet')
  })
  it('falls back to Connect for unknown or context-bound views', () => {
    expect(resolveOpenView('Nope', connected)).toBe('Connect')
    expect(resolveOpenView('ApproveTransaction', connected)).toBe('Connect')
    expect(resolveOpenView('__proto__', connected)).toBe('Connect')
  })
  it('does not show Account without an address', () => {
    expect(resolveOpenView('Account', disconnected)).toBe('Connect')
    expect(resolveOpenView('Account', connected)).toBe('Account')
  })
})
