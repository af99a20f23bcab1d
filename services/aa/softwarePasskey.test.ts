import { p256 } from '@noble/curves/nist.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { concat, hexToBytes, toBytes } from 'viem'
import { describe, expect, it } from 'vitest'
import { softwarePasskey } from './softwarePasskey'

const hash = `0x${'ab'.repeat(32)}` as const

describe('softwarePasskey', () => {
  it("answers as an authenticator: the challenge and origin in clientDataJSON, SHA-256(rpId) and UP|UV in authenticatorData, a P-256 signature viem's parser reads", async () => {
    const passkey = softwarePasskey({ origin: 'http://localhost:9', rpId: 'localhost' })
    const { signature, webauthn } = await passkey.sign({ hash })
    expect(JSON.parse(webauthn.clientDataJSON)).toEqual({ type: 'webauthn.get', challenge: Buffer.from(hexToBytes(hash)).toString('base64url'), origin: 'http://localhost:9', crossOrigin: false })
    const authenticatorData = hexToBytes(webauthn.authenticatorData)
    expect(authenticatorData.slice(0, 32)).toEqual(sha256(toBytes('localhost')))
    expect(authenticatorData[32]).toBe(0x05)
    const digest = sha256(concat([authenticatorData, sha256(toBytes(webauthn.clientDataJSON))]))
    expect(p256.verify(hexToBytes(signature).slice(0, 64), digest, hexToBytes(`0x04${passkey.publicKey.slice(2)}`), { prehash: false })).toBe(true)
  })

  it('leaves UV unset when told the person was not verified', async () => {
    const { webauthn } = await softwarePasskey({ userVerified: false }).sign({ hash })
    expect(hexToBytes(webauthn.authenticatorData)[32]).toBe(0x01)
  })
})
