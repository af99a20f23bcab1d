/**
 * The embedded wallet's signer on Polkadot: the SS58 address (Polkadot prefix 0), the sr25519
 * public key, and two operations named after what they sign. `signPayload` signs the exact bytes
 * a runtime checks for an extrinsic (the approval decoded them from the same payload), and
 * `signRaw` signs a message the way Polkadot extensions do: wrapped in `<Bytes>…</Bytes>` so a
 * signed message can never be a valid extrinsic payload.
 */
export interface PolkadotSigner {
  /** SS58 of the 32-byte sr25519 public key, prefix 0. */
  readonly address: string
  readonly publicKey: Uint8Array
  signPayload(signingBytes: Uint8Array): Promise<Uint8Array>
  signRaw(message: Uint8Array): Promise<Uint8Array>
}
