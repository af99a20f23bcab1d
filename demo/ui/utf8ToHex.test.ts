import { expect, it } from 'vitest'
import { utf8ToHex } from './utf8ToHex'

it('encodes UTF-8 bytes as hex', () => {
  expect(utf8ToHex('hi')).toBe('0x6869')
  expect(utf8ToHex('é')).toBe('0xc3a9')
  expect(utf8ToHex('')).toBe('0x')
})
