import { SEALED_RECOVERY_SHARE_BYTES } from '../../../shared/authApi/types'

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/

/**
 * A sealed recovery share has exactly the layout the modal seals (version, salt, nonce, the
 * share's ciphertext and tag), its first byte naming what sealed it (1: the recovery code, 2: a
 * passkey's PRF output). The service can't check that it opens (it never holds the secret); it
 * checks the shape, so the column can't carry a plain share or anything else.
 *
 * @example
 * if (!isSealedShare(body.sealedRecoveryShare, SEALED_RECOVERY_SHARE_VERSION)) throw new AuthError(400, 'BAD_REQUEST', '…')
 */
export function isSealedShare(text: string, version: number): boolean {
  if (text.length !== Math.ceil(SEALED_RECOVERY_SHARE_BYTES / 3) * 4 || !BASE64.test(text)) return false
  const bytes = Buffer.from(text, 'base64')
  return bytes.length === SEALED_RECOVERY_SHARE_BYTES && bytes[0] === version && bytes.toString('base64') === text
}
