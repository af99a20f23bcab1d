import { describe, expect, it } from 'vitest'
import { checkNameLabel, coinTypeOf, fullName } from './nameRules'

describe('checkNameLabel (name rules)', () => {
  it('normalises case and accepts the zone suffix', () => {
    expect(checkNameLabel('Alice')).toEqual({ label: 'alice' })
    expect(checkNameLabel(' alice-01.airlock ')).toEqual({ label: 'alice-01' })
  })
  it('refuses fewer than 4 characters', () => {
    expect(checkNameLabel('bob')).toEqual({ problem: 'tooShort' })
    expect(checkNameLabel('')).toEqual({ problem: 'tooShort' })
  })
  it('refuses characters other than letters, digits and hyphen', () => {
    expect(checkNameLabel('_alice')).toEqual({ problem: 'invalidCharacters' })
    expect(checkNameLabel('alice😀')).toEqual({ problem: 'invalidCharacters' })
    expect(checkNameLabel('a.b.cdef')).toEqual({ problem: 'invalidCharacters' })
  })
  it('refuses labels the ENS normaliser rejects (too many non-spacing marks, disallowed code points)', () => {
    expect(checkNameLabel('a\u0300\u0301\u0302\u0303\u0304bcd')).toEqual({ problem: 'invalidName' })
    expect(checkNameLabel('ab\u200dcd')).toEqual({ problem: 'invalidName' })
  })
})

describe('fullName and coinTypeOf', () => {
  it('adds the zone and computes ENSIP-11 coin types', () => {
    expect(fullName('alice')).toBe('alice.airlock')
    expect(coinTypeOf(1)).toBe(60)
    expect(coinTypeOf(8453)).toBe(0x80002105)
  })
})
