import { Keyring } from '@polkadot/keyring'
import { u8aToHex, u8aWrapBytes } from '@polkadot/util'
import { cryptoWaitReady } from '@polkadot/util-crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { verifyPolkadotSignature } from './verifyPolkadotSignature'

let keyring: Keyring
beforeAll(async () => {
  await cryptoWaitReady()
  keyring = new Keyring({ ss58Format: 0 })
})

describe('verifyPolkadotSignature', () => {
  it('accepts what polkadot-js signs for sr25519 and ed25519 keys, wrapped or bare', () => {
    const message = 'example.com wants you to sign in with your Polkadot account'
    for (const type of ['sr25519', 'ed25519'] as const) {
      const pair = keyring.addFromUri(`//airlock-${type}`, {}, type)
      const bytes = new TextEncoder().encode(message)
      expect(verifyPolkadotSignature(message, u8aToHex(pair.sign(u8aWrapBytes(bytes))), pair.address)).toBe(true)
      expect(verifyPolkadotSignature(message, u8aToHex(pair.sign(bytes)), pair.address)).toBe(true)
    }
  })

  it('refuses another message, another key, and malformed input', () => {
    const pair = keyring.addFromUri('//airlock-a', {}, 'sr25519')
    const other = keyring.addFromUri('//airlock-b', {}, 'sr25519')
    const signature = u8aToHex(pair.sign(u8aWrapBytes(new TextEncoder().encode('hello'))))
    expect(verifyPolkadotSignature('hello!', signature, pair.address)).toBe(false)
    expect(verifyPolkadotSignature('hello', signature, other.address)).toBe(false)
    expect(verifyPolkadotSignature('hello', signature.slice(0, -2), pair.address)).toBe(false)
    expect(verifyPolkadotSignature('hello', signature, 'not-an-address')).toBe(false)
  })
})
