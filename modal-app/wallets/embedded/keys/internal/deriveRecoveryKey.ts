const INFO = new TextEncoder().encode('airlock-recovery-share-v1')

/**
 * The AES-GCM key a recovery code seals under: HKDF-SHA256 of the canonical code with a random
 * per-seal salt. HKDF (no stretching) is enough because the code carries 125 random bits; the
 * key is non-extractable and lives only for one seal or open.
 */
export async function deriveRecoveryKey(code: string, salt: Uint8Array<ArrayBuffer>): Promise<CryptoKey> {
  const material = await globalThis.crypto.subtle.importKey('raw', new TextEncoder().encode(code), 'HKDF', false, ['deriveKey'])
  return globalThis.crypto.subtle.deriveKey({ name: 'HKDF', hash: 'SHA-256', salt, info: INFO }, material, { name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt'])
}
