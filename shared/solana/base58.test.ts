import { Keypair, PublicKey } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { base58 } from './base58'

describe('base58', () => {
  it('round-trips bytes with leading zeros and matches web3.js for a public key', () => {
    for (const bytes of [new Uint8Array([]), new Uint8Array([0]), new Uint8Array([0, 0, 1, 255]), new Uint8Array(32).fill(7)]) {
      expect(base58.decode(base58.encode(bytes))).toEqual(bytes)
    }
    const key = new PublicKey('6xDEAVT7iouxZpN9wY6rWuiA69iFuCxHqxLrMosBCEtK')
    expect(base58.encode(key.toBytes())).toBe(key.toBase58())
    expect(base58.decode(key.toBase58())).toEqual(key.toBytes())
    expect(base58.encode(new Uint8Array([0, 1]))).toBe('12')
  })

  it('writes public keys as web3.js does', () => {
    for (let i = 0; i < 20; i++) {
      const key = Keypair.generate().publicKey
      expect(base58.encode(key.toBytes())).toBe(key.toBase58())
      expect(base58.decode(key.toBase58())).toEqual(key.toBytes())
    }
  })

  it('keeps leading zero bytes as 1s, and the other way round', () => {
    expect(base58.encode(new Uint8Array(32))).toBe('11111111111111111111111111111111')
    expect(base58.encode(Uint8Array.from([0, 0, 1, 0]))).toBe('115R')
    expect([...base58.decode('115R')]).toEqual([0, 0, 1, 0])
    expect(base58.encode(new Uint8Array(0))).toBe('')
    expect(base58.encode(Uint8Array.from([0x61]))).toBe('2g')
    expect([...base58.decode('2g')]).toEqual([0x61])
  })

  it('refuses characters outside the alphabet (0, O, I, l)', () => {
    for (const bad of ['0abc', 'abcO', 'I', 'l1']) expect(() => base58.decode(bad)).toThrow(SyntaxError)
  })
})
