/**
 * A fresh AES-GCM 256 key that can encrypt and decrypt but can never be exported: script in the
 * modal's origin can use it while the page lives, but its bytes can't be read out, logged or sent
 * anywhere. Stored as a CryptoKey object (structured-cloneable) in IndexedDB beside what it seals.
 *
 * @example
 * const wrappingKey = await createWrappingKey()
 * wrappingKey.extractable // false
 */
export async function createWrappingKey(): Promise<CryptoKey> {
  return globalThis.crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt'])
}
