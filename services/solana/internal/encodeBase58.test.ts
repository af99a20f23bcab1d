import { Keypair } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { decodeBase58 } from '../../relay/internal/decodeDidKey'
import { encodeBase58 } from './encodeBase58'

describe('encodeBase58', () => {
  it('writes public keys as web3.js does and round-trips with decodeBase58', () => {
    for (let i = 0; i < 20; i++) {
      const key = Keypair.generate().publicKey
      expect(encodeBase58(key.toBytes())).toBe(key.toBase58())
      expect(decodeBase58(encodeBase58(key.toBytes()))).toEqual(key.toBytes())
    }
  })

  it('keeps leading zero bytes as 1s', () => {
    expect(encodeBase58(new Uint8Array(32))).toBe('11111111111111111111111111111111')
    expect(encodeBase58(Uint8Array.from([0, 0, 1, 0]))).toBe('115R')
    expect(encodeBase58(new Uint8Array(0))).toBe('')
  })
})
