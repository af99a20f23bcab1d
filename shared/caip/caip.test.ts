import { describe, expect, it } from 'vitest'
import { isDecimalString, isValidAddress, parseCaipAddress, parseCaipNetworkId } from './caip'

describe('CAIP rules', () => {
  it('a network id has exactly two parts', () => {
    expect(parseCaipNetworkId('eip155:1')).toEqual({ namespace: 'eip155', chainId: '1' })
    for (const bad of ['eip155', 'eip155:1:x', ':1', '']) expect(() => parseCaipNetworkId(bad)).toThrow('Invalid CAIP-2 network id')
  })

  it('an account id has exactly three parts', () => {
    expect(parseCaipAddress('eip155:1:0xabc').address).toBe('0xabc')
    for (const bad of ['eip155:1', 'a:b:c:d', 'eip155::0x1']) expect(() => parseCaipAddress(bad)).toThrow('Invalid CAIP Address')
  })

  it('validates EVM, Solana and chain-qualified addresses', () => {
    const evm = '0x' + 'aB'.repeat(20)
    expect(isValidAddress(evm, 'eip155')).toBe(true)
    expect(isValidAddress(evm.slice(2), 'eip155')).toBe(true)
    expect(isValidAddress(evm + '0', 'eip155')).toBe(false)
    expect(isValidAddress('9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM', 'solana')).toBe(true)
    expect(isValidAddress('0OIl' + 'a'.repeat(30), 'solana')).toBe(false)
    expect(isValidAddress(`eip155:1:${evm}`, 'eip155')).toBe(true)
    expect(isValidAddress(`unknown:1:${evm}`, 'eip155')).toBe(false)
  })

  it('decimal strings: optional minus, digits, optional dot with digits', () => {
    for (const ok of ['0', '-1', '1.5', '-0.25']) expect(isDecimalString(ok)).toBe(true)
    for (const bad of ['1.', '.5', '1e3', '', '--1', '1,5']) expect(isDecimalString(bad)).toBe(false)
  })
})
