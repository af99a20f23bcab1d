/**
 * The visitor's own keys, handed to the Export view alone: copies of the secrets (EVM secp256k1
 * and, when the wallet has one, the Solana ed25519 seed) with the addresses they control. The
 * view turns them into text inside the modal's frame and zeroes these bytes; nothing else may
 * hold, store, log or post them.
 */
export interface ExportedKeys {
  evm: { address: string; secret: Uint8Array }
  solana: { address: string; secret: Uint8Array } | null
}

/** How long a sign-in counts as fresh for a key export: 5 minutes. */
export const FRESH_SIGN_IN_MS = 5 * 60_000
