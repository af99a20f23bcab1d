import { split } from 'shamir-secret-sharing'

/** The three shares of one key; any two rebuild it. */
export interface KeyShares {
  /** Stays in the modal's origin (sealed at rest, or in memory where storage is denied). */
  deviceShare: Uint8Array
  /** Kept by the auth service, released to the user's session. */
  authShare: Uint8Array
  /** Kept apart by the auth service; with the auth share it rebuilds the key in a new browser. */
  recoveryShare: Uint8Array
}

/**
 * Splits a key's secret 2-of-3 with Shamir's scheme (`shamir-secret-sharing`): the device share,
 * the auth share and the recovery share, any two of which rebuild the secret and any one of
 * which alone says nothing about it. The caller still owns `secret` and zeroes it when done.
 *
 * @example
 * const { deviceShare, authShare, recoveryShare } = await splitKey(secret)
 */
export async function splitKey(secret: Uint8Array): Promise<KeyShares> {
  const [deviceShare, authShare, recoveryShare] = await split(secret, 3, 2)
  if (!deviceShare || !authShare || !recoveryShare) throw new Error('shamir split returned fewer than 3 shares')
  return { deviceShare, authShare, recoveryShare }
}
