import type { SealedBytes } from './SealedBytes'

/**
 * Encrypts bytes with AES-GCM under `key` and a fresh random nonce, binding `context` (the user id
 * and address) as additional data, so a sealed record copied under another user or address fails
 * to open instead of yielding someone else's key.
 *
 * @example
 * const sealed = await sealBytes(wrappingKey, secret, 'email:a@b.example|0xabc…')
 */
export async function sealBytes(key: CryptoKey, bytes: Uint8Array, context: string): Promise<SealedBytes> {
  // WebCrypto wants an ArrayBuffer-backed view; the key's bytes never live in a SharedArrayBuffer.
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12))
  const additionalData = new TextEncoder().encode(context)
  const ciphertext = await globalThis.crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData }, key, bytes as Uint8Array<ArrayBuffer>)
  return { iv, ciphertext: new Uint8Array(ciphertext) }
}
