import { describe, expect, it } from 'vitest'
import { createWrappingKey } from './createWrappingKey'
import { openSealedBytes } from './openSealedBytes'
import { sealBytes } from './sealBytes'

const secret = () => globalThis.crypto.getRandomValues(new Uint8Array(32))

describe('sealBytes / openSealedBytes', () => {
  it('round-trips under a non-extractable AES-GCM key', async () => {
    const key = await createWrappingKey()
    expect(key.extractable).toBe(false)
    expect(key.algorithm).toMatchObject({ name: 'AES-GCM', length: 256 })
    await expect(globalThis.crypto.subtle.exportKey('raw', key)).rejects.toThrow()
    const bytes = secret()
    const sealed = await sealBytes(key, bytes, 'email:a@b.example|0x1')
    expect(sealed.iv).toHaveLength(12)
    expect(sealed.ciphertext).toHaveLength(32 + 16)
    expect(Buffer.from(sealed.ciphertext).includes(Buffer.from(bytes))).toBe(false)
    expect(await openSealedBytes(key, sealed, 'email:a@b.example|0x1')).toEqual(bytes)
  })

  it('uses a fresh nonce each time', async () => {
    const key = await createWrappingKey()
    const bytes = secret()
    const [a, b] = await Promise.all([sealBytes(key, bytes, 'c'), sealBytes(key, bytes, 'c')])
    expect(Buffer.from(a.iv).equals(Buffer.from(b.iv))).toBe(false)
  })

  it('round-trips after a structured clone of the key, as IndexedDB stores it', async () => {
    const key = await createWrappingKey()
    const bytes = secret()
    const sealed = await sealBytes(key, bytes, 'c')
    const stored = structuredClone({ key, sealed })
    expect(stored.key.extractable).toBe(false)
    expect(await openSealedBytes(stored.key, stored.sealed, 'c')).toEqual(bytes)
  })

  it('refuses another key, another context and a flipped bit with VAULT_UNREADABLE', async () => {
    const key = await createWrappingKey()
    const sealed = await sealBytes(key, secret(), 'email:a@b.example|0x1')
    await expect(openSealedBytes(await createWrappingKey(), sealed, 'email:a@b.example|0x1')).rejects.toMatchObject({ reason: 'VAULT_UNREADABLE' })
    await expect(openSealedBytes(key, sealed, 'email:c@d.example|0x1')).rejects.toMatchObject({ reason: 'VAULT_UNREADABLE' })
    const flipped = { iv: sealed.iv, ciphertext: sealed.ciphertext.slice() }
    flipped.ciphertext[3] = flipped.ciphertext[3]! ^ 0x80
    await expect(openSealedBytes(key, flipped, 'email:a@b.example|0x1')).rejects.toMatchObject({ reason: 'VAULT_UNREADABLE' })
  })
})
