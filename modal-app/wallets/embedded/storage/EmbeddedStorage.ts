import type { AuthSession } from '../../../../shared/authApi'
import type { KeyCurve } from '../keys/KeyScheme'
import type { SealedBytes } from '../keys/SealedBytes'

/**
 * One user's key at rest: sealed (AES-GCM) under `wrappingKey`, a non-extractable CryptoKey kept
 * in the same record, with the user id and address bound in as additional data. The device share
 * is there only in the browser that created (or migrated) the key; a browser that rebuilt it with
 * the recovery code never had it. After sign-out only the sealed device share stays (no
 * `sealedSecret`): useless without a session's auth share, it spares the visitor the recovery
 * code when they come back to this browser.
 */
export interface KeyRecord {
  userId: string
  curve: KeyCurve
  address: string
  wrappingKey: CryptoKey
  sealedSecret?: SealedBytes
  sealedDeviceShare?: SealedBytes
}

/**
 * Where the embedded wallet keeps what must outlive a reload: key records per user and curve,
 * and the session per project. IndexedDB in the modal's origin where the browser allows it,
 * memory for the page's lifetime where it doesn't (`persistent: false`); never the host page.
 */
export interface EmbeddedStorage {
  /** False when everything lives in memory and a reload means signing in again. */
  readonly persistent: boolean
  getKey(userId: string, curve: KeyCurve): Promise<KeyRecord | undefined>
  putKey(record: KeyRecord): Promise<void>
  /** Removes every key record of the user (all curves). */
  deleteKeys(userId: string): Promise<void>
  getSession(projectId: string): Promise<AuthSession | undefined>
  putSession(session: AuthSession): Promise<void>
  deleteSession(projectId: string): Promise<void>
}

/** Every curve a key record may be stored under; deleteKeys walks them all. */
export const KEY_CURVES: readonly KeyCurve[] = ['secp256k1', 'ed25519', 'sr25519']
