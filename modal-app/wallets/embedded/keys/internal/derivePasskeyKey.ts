const INFO = new TextEncoder().encode('airlock-passkey-recovery-share-v1')

/**
 * The AES-GCM key a passkey's PRF output seals under: HKDF-SHA256 of the 32-byte PRF output with
 * a random per-seal salt and its own info (so a PRF output and a recovery code never derive the
 * same key). The PRF output is already uniform, so HKDF needs no stretching; the key is
 * non-extractable and lives for one seal or open.
 */
export async function derivePasskeyKey(prfOutput: Uint8Array, salt: Uint8Array<ArrayBuffer>): Promise<CryptoKey> {
  const material = await globalThis.crypto.subtle.importKey('raw', prfOutput as Uint8Array<ArrayBuffer>, 'HKDF', false, ['deriveKey'])
  return globalThis.crypto.subtle.deriveKey({ name: 'HKDF', hash: 'SHA-256', salt, info: INFO }, material, { name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt'])
}
