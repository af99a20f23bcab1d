import { describe, expect, it } from 'vitest'
import { goBackOutcome, goBackToIndexOutcome } from './goBackOutcome'
import type { RouteEntry } from './viewNames'

const stack = (...views: RouteEntry['view'][]): RouteEntry[] => views.map((view) => ({ view }))

describe('goBackOutcome (back rules)', () => {
  it('pops the top entry when more than one is left', () => {
    expect(goBackOutcome(stack('Connect', 'AllWallets'))).toEqual({ close: false, history: stack('Connect') })
  })
  it('closes with one entry left', () => {
    expect(goBackOutcome(stack('Connect'))).toEqual({ close: true })
  })
  it('closes while UnsupportedChain is anywhere in the history', () => {
    expect(goBackOutcome(stack('UnsupportedChain', 'Networks'))).toEqual({ close: true })
    expect(goBackOutcome(stack('Account', 'UnsupportedChain', 'WhatIsAWallet'))).toEqual({ close: true })
  })
})

describe('goBackToIndexOutcome', () => {
  it('keeps entries up to the index', () => {
    expect(goBackToIndexOutcome(stack('Connect', 'AllWallets', 'WhatIsAWallet'), 0)).toEqual({ close: false, history: stack('Connect') })
    expect(goBackToIndexOutcome(stack('Connect', 'AllWallets', 'WhatIsAWallet'), 1)).toEqual({
      close: false,
      history: stack('Connect', 'AllWallets'),
    })
  })
  it('closes for an index outside the stack or with UnsupportedChain in history', () => {
    expect(goBackToIndexOutcome(stack('Connect', 'AllWallets'), 5)).toEqual({ close: true })
    expect(goBackToIndexOutcome(stack('Connect', 'AllWallets'), -1)).toEqual({ close: true })
    expect(goBackToIndexOutcome(stack('UnsupportedChain', 'Networks'), 0)).toEqual({ close: true })
  })
})
