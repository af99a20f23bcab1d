/** Bytes encrypted with AES-GCM: the 12-byte nonce and the ciphertext with its 16-byte tag. */
export interface SealedBytes {
  iv: Uint8Array<ArrayBuffer>
  ciphertext: Uint8Array<ArrayBuffer>
}
