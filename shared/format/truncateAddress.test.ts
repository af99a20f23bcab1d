import { expect, it } from 'vitest'
import { truncateAddress } from './truncateAddress'

it('keeps the first 4 and last 6 characters', () => {
  expect(truncateAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe('0xf3…b92266')
  expect(truncateAddress('0xabc')).toBe('0xabc')
})
