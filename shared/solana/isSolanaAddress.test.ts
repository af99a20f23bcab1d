import { Keypair } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { isSolanaAddress } from './isSolanaAddress'

describe('isSolanaAddress', () => {
  it('accepts public keys, including the 32-character system program id', () => {
    expect(isSolanaAddress(Keypair.generate().publicKey.toBase58())).toBe(true)
    expect(isSolanaAddress('11111111111111111111111111111111')).toBe(true)
  })
  it('refuses names, EVM addresses, characters outside base58 and wrong lengths', () => {
    for (const bad of ['alice.airlock', 'alice', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', '9CeuwYQL2gX4nT6tRWZpYmoSSWBNR2hKAhRwtWNHmXd0', '9CeuwYQL2gX4nT6tRWZpYmoSSWBNR2hKAhRwtWNHmXdiXX', '1'.repeat(31), '']) {
      expect(isSolanaAddress(bad), bad).toBe(false)
    }
  })
  it('refuses base58 text of the right length that is not 32 bytes', () => {
    expect(isSolanaAddress('z'.repeat(44))).toBe(false)
  })
})
