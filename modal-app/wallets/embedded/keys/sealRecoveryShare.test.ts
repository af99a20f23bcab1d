import { describe, expect, it } from 'vitest'
import { SEALED_RECOVERY_SHARE_BYTES } from '../../../../shared/authApi'
import { bytesBase64 } from '../../../../shared/encoding/bytesBase64'
import { EmbeddedKeyError } from './EmbeddedKeyError'
import { openRecoveryShare } from './openRecoveryShare'
import { recoveryCode } from './recoveryCode'
import { recoveryContext } from './recoveryContext'
import { sealRecoveryShare } from './sealRecoveryShare'

const share = () => globalThis.crypto.getRandomValues(new Uint8Array(33))
const context = recoveryContext('email:a@b.example', 'secp256k1', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
const reasonOf = (promise: Promise<unknown>) => promise.then(() => 'opened', (e: unknown) => (e instanceof EmbeddedKeyError ? e.reason : String(e)))

describe('recoveryCode', () => {
  it('is 25 Crockford base32 characters in 5 groups, 125 random bits, different each time', () => {
    const codes = new Set(Array.from({ length: 200 }, () => recoveryCode.create()))
    expect(codes.size).toBe(200)
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}(-[0-9A-HJKMNP-TV-Z]{5}){4}$/)
    // Every one of the 32 characters shows up: no character is left out of the alphabet by mistake.
    expect(new Set([...codes].join('').replace(/-/g, '')).size).toBe(32)
  })

  it('reads back what a person types: any case, spaces or no dashes, O for 0 and I or L for 1', () => {
    const code = '0123A-BCDEF-GHJK1-MNPQR-STVWX'
    expect(recoveryCode.normalize(code)).toBe(code)
    expect(recoveryCode.normalize(' o123a bcdef ghjkl mnpqr stvwx ')).toBe(code)
    expect(recoveryCode.normalize('O123ABCDEFGHJKIMNPQRSTVWX')).toBe(code)
    for (const wrong of ['', '0123A-BCDEF', `${code}-Y`, '0123A-BCDEF-GHJK1-MNPQR-STVWU', '0123A-BCDEF-GHJK1-MNPQR-STVW!']) expect(recoveryCode.normalize(wrong)).toBeNull()
    expect(recoveryCode.lastGroup(code)).toBe('STVWX')
  })
})

describe('sealRecoveryShare / openRecoveryShare', () => {
  it('round-trips with the code (as typed, in any case), and the blob has the shape the service checks', async () => {
    const code = recoveryCode.create()
    const bytes = share()
    const sealed = await sealRecoveryShare(code, bytes, context)
    const raw = bytesBase64.decode(sealed)
    expect(raw).toHaveLength(SEALED_RECOVERY_SHARE_BYTES)
    expect(raw[0]).toBe(1)
    expect(Buffer.from(raw).includes(Buffer.from(bytes))).toBe(false)
    expect(await openRecoveryShare(code, sealed, context)).toEqual(bytes)
    expect(await openRecoveryShare(code.toLowerCase().replace(/-/g, ' '), sealed, context)).toEqual(bytes)
  })

  it('seals under a fresh salt and nonce each time, so one code sealing two shares gives unrelated blobs', async () => {
    const code = recoveryCode.create()
    const bytes = share()
    const [a, b] = await Promise.all([sealRecoveryShare(code, bytes, context), sealRecoveryShare(code, bytes, context)])
    expect(a).not.toBe(b)
    expect(bytesBase64.decode(a).slice(1, 29)).not.toEqual(bytesBase64.decode(b).slice(1, 29))
  })

  it('refuses a wrong code, a code one character off, another user, curve or address, and a flipped bit', async () => {
    const code = recoveryCode.create()
    const sealed = await sealRecoveryShare(code, share(), context)
    const last = code.at(-1) === '0' ? '1' : '0'
    expect(await reasonOf(openRecoveryShare(recoveryCode.create(), sealed, context))).toBe('RECOVERY_CODE_WRONG')
    expect(await reasonOf(openRecoveryShare(code.slice(0, -1) + last, sealed, context))).toBe('RECOVERY_CODE_WRONG')
    expect(await reasonOf(openRecoveryShare(code, sealed, recoveryContext('email:eve@b.example', 'secp256k1', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8')))).toBe('RECOVERY_CODE_WRONG')
    expect(await reasonOf(openRecoveryShare(code, sealed, recoveryContext('email:a@b.example', 'ed25519', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8')))).toBe('RECOVERY_CODE_WRONG')
    expect(await reasonOf(openRecoveryShare(code, sealed, recoveryContext('email:a@b.example', 'secp256k1', '0x' + '1'.repeat(40))))).toBe('RECOVERY_CODE_WRONG')
    const flipped = bytesBase64.decode(sealed)
    flipped[40]! ^= 1
    expect(await reasonOf(openRecoveryShare(code, bytesBase64.encode(flipped), context))).toBe('RECOVERY_CODE_WRONG')
  })

  it('tells a text that is no code, and a blob of the wrong shape, apart from a wrong code', async () => {
    const sealed = await sealRecoveryShare(recoveryCode.create(), share(), context)
    expect(await reasonOf(openRecoveryShare('123456', sealed, context))).toBe('RECOVERY_CODE_MALFORMED')
    expect(await reasonOf(openRecoveryShare(recoveryCode.create(), bytesBase64.encode(share()), context))).toBe('SHARES_INVALID')
    expect(await reasonOf(openRecoveryShare(recoveryCode.create(), 'not base64!', context))).toBe('SHARES_INVALID')
  })
})
