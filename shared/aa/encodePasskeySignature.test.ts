import { decodeAbiParameters, numberToHex, slice, type Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { encodePasskeySignature } from './encodePasskeySignature'

const N = 0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551n
const x = `0x${'11'.repeat(32)}` as Hex
const y = `0x${'22'.repeat(32)}` as Hex
const r = `0x${'33'.repeat(32)}` as Hex
const webauthn = { authenticatorData: `0x${'44'.repeat(32)}0500000001` as Hex, clientDataJSON: '{"type":"webauthn.get","challenge":"abc","origin":"http://localhost"}', challengeIndex: 23, typeIndex: 1 }
const AUTH = [{ type: 'bytes32' }, { type: 'bytes32' }, { type: 'uint256' }, { type: 'uint256' }, { type: 'bytes' }, { type: 'string' }] as const

describe('encodePasskeySignature', () => {
  it('lays out x || y || abi.encode(r, s, challengeIndex, typeIndex, authenticatorData, clientDataJSON), from a 64- or 65-byte public key', () => {
    const s = numberToHex(5n, { size: 32 })
    const encoded = encodePasskeySignature({ publicKey: `0x${x.slice(2)}${y.slice(2)}`, signature: `0x${r.slice(2)}${s.slice(2)}`, webauthn })
    expect(slice(encoded, 0, 32)).toBe(x)
    expect(slice(encoded, 32, 64)).toBe(y)
    expect(decodeAbiParameters(AUTH, slice(encoded, 64))).toEqual([r, s, 23n, 1n, webauthn.authenticatorData, webauthn.clientDataJSON])
    expect(encodePasskeySignature({ publicKey: `0x04${x.slice(2)}${y.slice(2)}`, signature: `0x${r.slice(2)}${s.slice(2)}`, webauthn })).toBe(encoded)
  })

  it('turns a high s into its low twin (N - s) and keeps a low one', () => {
    const high = N - 7n
    const encoded = encodePasskeySignature({ publicKey: `0x${x.slice(2)}${y.slice(2)}`, signature: `0x${r.slice(2)}${numberToHex(high, { size: 32 }).slice(2)}`, webauthn })
    expect(decodeAbiParameters(AUTH, slice(encoded, 64))[1]).toBe(numberToHex(7n, { size: 32 }))
  })

  it('refuses a compressed key or a short signature', () => {
    expect(() => encodePasskeySignature({ publicKey: `0x02${x.slice(2)}`, signature: `0x${r.slice(2)}${r.slice(2)}`, webauthn })).toThrow(/uncompressed/)
    expect(() => encodePasskeySignature({ publicKey: `0x${x.slice(2)}${y.slice(2)}`, signature: r, webauthn })).toThrow(/64 bytes/)
  })
})
