import { describe, expect, it } from 'vitest'
import { initialsOf } from './initialsOf'

describe('initialsOf', () => {
  it('gives every wallet the same initials wherever it is drawn', () => {
    expect(initialsOf('MetaMask')).toBe('MM')
    expect(initialsOf('Trust Wallet')).toBe('TW')
    expect(initialsOf('Coinbase Wallet')).toBe('CW')
    expect(initialsOf('Rainbow')).toBe('Ra')
    expect(initialsOf('imToken')).toBe('Im')
    expect(initialsOf('1inch Wallet')).toBe('1W')
    expect(initialsOf('Base')).toBe('Ba')
    expect(initialsOf('Ümit Çelik')).toBe('ÜÇ')
  })
  it('reads ASCII names and the same names among other scripts alike', () => {
    for (const name of ['OKX Wallet', 'SafePal', 'x', 'a-b_c', 'Zerion 2', 'WalletConnect', 'ledger live']) {
      // A non-ASCII separator takes the Unicode path without changing the words.
      expect(initialsOf(name.replace(' ', '\u00a0'))).toBe(initialsOf(name))
    }
    expect(initialsOf('OKX Wallet')).toBe('OW')
    expect(initialsOf('a-b_c')).toBe('AB')
    expect(initialsOf('Ärzte')).toBe('Är')
  })
  it('falls back to "?" for a name without letters or digits', () => {
    expect(initialsOf('')).toBe('?')
    expect(initialsOf('—')).toBe('?')
  })
})
