import { SEALED_RECOVERY_SHARE_BYTES } from '../../../../../shared/authApi'
import { bytesBase64 } from '../../../../../shared/encoding/bytesBase64'
import { EmbeddedKeyError } from '../EmbeddedKeyError'

/**
 * Opens what sealShare sealed with `version`: `SHARES_INVALID` when the blob has another shape or
 * version, `wrong` when the derived key does not open it under `context` (another secret, user,
 * curve or address, a flipped bit).
 */
export async function openShare(version: number, deriveKey: (salt: Uint8Array<ArrayBuffer>) => Promise<CryptoKey>, sealedText: string, context: string, wrong: () => Error): Promise<Uint8Array> {
  let sealed: Uint8Array<ArrayBuffer>
  try {
    sealed = bytesBase64.decode(sealedText) as Uint8Array<ArrayBuffer>
  } catch {
    throw new EmbeddedKeyError('SHARES_INVALID')
  }
  if (sealed.length !== SEALED_RECOVERY_SHARE_BYTES || sealed[0] !== version) throw new EmbeddedKeyError('SHARES_INVALID')
  try {
    const key = await deriveKey(sealed.slice(1, 17))
    const additionalData = new TextEncoder().encode(context)
    return new Uint8Array(await globalThis.crypto.subtle.decrypt({ name: 'AES-GCM', iv: sealed.slice(17, 29), additionalData }, key, sealed.slice(29)))
  } catch {
    throw wrong()
  }
}
