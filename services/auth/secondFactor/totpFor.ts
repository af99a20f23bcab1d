import { Secret, TOTP } from 'otpauth'

/** TOTP's time step (RFC 6238 default, what every authenticator app uses). */
export const TOTP_PERIOD_SECONDS = 30

/**
 * The TOTP of a base32 secret as authenticator apps read it: SHA-1, 6 digits, 30 s, issuer
 * "Airlock" and the visitor's own label (their email or username), so the app names the entry.
 *
 * @example
 * totpFor('JBSWY3DPEHPK3PXP', 'alice@example.test').toString() // 'otpauth://totp/Airlock:alice%40example.test?…'
 */
export function totpFor(secret: string, label: string): TOTP {
  return new TOTP({ issuer: 'Airlock', label, algorithm: 'SHA1', digits: 6, period: TOTP_PERIOD_SECONDS, secret: Secret.fromBase32(secret) })
}
