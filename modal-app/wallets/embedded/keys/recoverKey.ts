import { combine } from 'shamir-secret-sharing'
import { EmbeddedKeyError } from './EmbeddedKeyError'
import type { KeyScheme } from './KeyScheme'

/**
 * Rebuilds a key's secret from two of its three shares (device + auth normally, auth + recovery
 * in a new browser or after the modal's storage was cleared) and proves it is the right one: the
 * rebuilt secret must control `expectedAddress`, the address stored with the shares. Shamir
 * combines any two same-length shares into *some* value, so without this check a stale or
 * foreign share would silently yield another wallet. Throws {@link EmbeddedKeyError}
 * `SHARES_INVALID` for malformed shares and `KEY_MISMATCH` for a wrong rebuild (the wrong secret
 * is zeroed first).
 *
 * @example
 * const secret = await recoverKey(secp256k1Scheme, [deviceShare, authShare], stored.address)
 */
export async function recoverKey<Signer>(
  scheme: KeyScheme<Signer>,
  shares: readonly [Uint8Array, Uint8Array],
  expectedAddress: string,
): Promise<Uint8Array> {
  const [a, b] = shares
  // A share is the secret's length plus one byte for its x coordinate.
  const shareLength = scheme.secretLength + 1
  if (a.length !== shareLength || b.length !== shareLength || a[shareLength - 1] === b[shareLength - 1]) throw new EmbeddedKeyError('SHARES_INVALID')
  const secret = await combine([a, b])
  let actual: string
  try {
    actual = scheme.addressOf(secret)
  } catch {
    // Two shares of different keys can combine to a value that is no valid secret at all.
    secret.fill(0)
    throw new EmbeddedKeyError('KEY_MISMATCH', { expected: expectedAddress, actual: 'none' })
  }
  if (!scheme.sameAddress(actual, expectedAddress)) {
    secret.fill(0)
    throw new EmbeddedKeyError('KEY_MISMATCH', { expected: expectedAddress, actual })
  }
  return secret
}
