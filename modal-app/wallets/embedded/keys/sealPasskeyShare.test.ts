import { describe, expect, it } from 'vitest'
import { SEALED_RECOVERY_SHARE_BYTES } from '../../../../shared/authApi'
import { bytesBase64 } from '../../../../shared/encoding/bytesBase64'
import { EmbeddedKeyError } from './EmbeddedKeyError'
import { openPasskeyShare } from './openPasskeyShare'
import { openRecoveryShare } from './openRecoveryShare'
import { recoveryCode } from './recoveryCode'
import { recoveryContext } from './recoveryContext'
import { sealPasskeyShare } from './sealPasskeyShare'
import { sealRecoveryShare } from './sealRecoveryShare'

const random = (n: number) => globalThis.crypto.getRandomValues(new Uint8Array(n))
const context = (credentialId: string, userId = 'passkey:AAAAAAAAAAAAAAAAAAAAAA') =>
  JSON.stringify(['airlock-passkey-recovery-share', 1, credentialId, recoveryContext(userId, 'secp256k1', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8')])
const reasonOf = (promise: Promise<unknown>) => promise.then(() => 'opened', (e: unknown) => (e instanceof EmbeddedKeyError ? e.reason : String(e)))

describe('sealPasskeyShare / openPasskeyShare', () => {
  it('round-trips with the same PRF output, in the service’s 78-byte shape with version byte 2', async () => {
    const prf = random(32)
    const share = random(33)
    const sealed = await sealPasskeyShare(prf, share, context('cred-1'))
    const raw = bytesBase64.decode(sealed)
    expect(raw).toHaveLength(SEALED_RECOVERY_SHARE_BYTES)
    expect(raw[0]).toBe(2)
    expect(await openPasskeyShare(new Uint8Array(prf), sealed, context('cred-1'))).toEqual(share)
    // A fresh salt and nonce each time: the same share never seals to the same blob.
    expect(await sealPasskeyShare(prf, share, context('cred-1'))).not.toBe(sealed)
  })

  it('opens nothing with another passkey’s output, another credential or user, or a flipped bit', async () => {
    const prf = random(32)
    const sealed = await sealPasskeyShare(prf, random(33), context('cred-1'))
    expect(await reasonOf(openPasskeyShare(random(32), sealed, context('cred-1')))).toBe('RECOVERY_NEEDED')
    expect(await reasonOf(openPasskeyShare(prf, sealed, context('cred-2')))).toBe('RECOVERY_NEEDED')
    expect(await reasonOf(openPasskeyShare(prf, sealed, context('cred-1', 'passkey:BBBBBBBBBBBBBBBBBBBBBB')))).toBe('RECOVERY_NEEDED')
    const raw = bytesBase64.decode(sealed)
    raw[40]! ^= 1
    expect(await reasonOf(openPasskeyShare(prf, bytesBase64.encode(raw), context('cred-1')))).toBe('RECOVERY_NEEDED')
  })

  it('keeps the two seals apart: a code-sealed blob is no passkey blob, and the reverse', async () => {
    const prf = random(32)
    const code = recoveryCode.create()
    const byCode = await sealRecoveryShare(code, random(33), context('cred-1'))
    const byPasskey = await sealPasskeyShare(prf, random(33), context('cred-1'))
    expect(await reasonOf(openPasskeyShare(prf, byCode, context('cred-1')))).toBe('SHARES_INVALID')
    expect(await reasonOf(openRecoveryShare(code, byPasskey, context('cred-1')))).toBe('SHARES_INVALID')
    await expect(sealPasskeyShare(random(16), random(33), context('cred-1'))).rejects.toThrow('a PRF output is 32 bytes')
  })
})
