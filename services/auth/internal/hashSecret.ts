import { createHash, createHmac } from 'node:crypto'

/**
 * The stored form of a secret: SHA-256 (base64url) of a high-entropy value (session tokens,
 * one-time social codes), or HMAC-SHA-256 under `pepper` for a low-entropy one (6-digit email
 * codes), so a copy of the database alone can't be brute-forced back into live codes.
 *
 * @example
 * db.insertSession({ tokenHash: hashSecret(token), … })
 * hashSecret(code, pepper) // keyed: a million guesses need the pepper too
 */
export function hashSecret(secret: string, pepper?: Buffer): string {
  const h = pepper ? createHmac('sha256', pepper) : createHash('sha256')
  return h.update(secret, 'utf8').digest('base64url')
}
