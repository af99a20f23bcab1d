import type { ShareCurve } from './AuthDatabase'
import { AuthError } from './AuthError'

/**
 * `?curve=` names the key: absent or `secp256k1` for the EVM key, `ed25519` for Solana's, `sr25519` for Polkadot's;
 * anything else is 400.
 *
 * @example
 * const curve = curveOf(request.query)
 */
export function curveOf(query: unknown): ShareCurve {
  const curve = (query as { curve?: unknown } | undefined)?.curve
  if (curve === undefined || curve === 'secp256k1') return 'secp256k1'
  if (curve === 'ed25519' || curve === 'sr25519') return curve
  throw new AuthError(400, 'BAD_REQUEST', 'curve must be secp256k1, ed25519 or sr25519')
}
