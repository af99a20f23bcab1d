import { EmbeddedKeyError } from './EmbeddedKeyError'
import type { SealedBytes } from './SealedBytes'

/**
 * Decrypts what {@link sealBytes} sealed, under the same key and context. Any failure (another key,
 * another context, a flipped bit) is an {@link EmbeddedKeyError} `VAULT_UNREADABLE`; WebCrypto's own
 * error says nothing useful and is not passed on.
 *
 * @example
 * const secret = await openSealedBytes(record.wrappingKey, record.sealedSecret, context)
 */
export async function openSealedBytes(key: CryptoKey, sealed: SealedBytes, context: string): Promise<Uint8Array> {
  try {
    const additionalData = new TextEncoder().encode(context)
    const plain = await globalThis.crypto.subtle.decrypt({ name: 'AES-GCM', iv: sealed.iv, additionalData }, key, sealed.ciphertext)
    return new Uint8Array(plain)
  } catch {
    throw new EmbeddedKeyError('VAULT_UNREADABLE')
  }
}
