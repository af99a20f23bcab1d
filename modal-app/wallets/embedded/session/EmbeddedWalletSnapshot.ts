import type { AuthUser } from '../../../../shared/authApi'

/**
 * What the rest of the modal may know about the embedded wallet: plain, serialisable data fit for
 * Redux and for the bridge's public state. Never a token, a share or a key; the signing account
 * is handed out separately and only inside the modal.
 */
export interface EmbeddedWalletSnapshot {
  status: 'signedOut' | 'signedIn'
  /** Who signed in (email, social provider and username for the Account view). */
  user: AuthUser | null
  /** The embedded wallet's address (checksummed EVM address). */
  address: string | null
  /** The Solana (ed25519) wallet's base58 address, when the store keeps one. */
  solanaAddress: string | null
  /** The Polkadot (sr25519) wallet's SS58 address, present only when the store keeps one. */
  polkadotAddress?: string | null
  /** When the session ends (epoch ms). */
  expiresAt: number | null
  /** False where storage is denied (or a write failed): a reload means signing in again. */
  persistent: boolean
  /** True for the guest wallet (features.guestWallets): no sign-in (`user` null), kept on this device only. */
  guest?: boolean
}
