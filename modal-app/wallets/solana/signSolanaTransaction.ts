import { UnauthorizedError } from '../../../shared/errors/ProviderRpcError'
import { parseSolanaTransaction } from './parseSolanaTransaction'

/**
 * Signs a serialized transaction as one of its signers: finds the signer's slot among the
 * message's required signers, signs the message bytes and returns the wire bytes with the
 * signature in that slot (other signers' slots untouched) plus the signature. 4100 when the
 * address is not a required signer of this transaction.
 *
 * @example
 * const { transaction, signature } = await signSolanaTransaction(bytes, signer.address, (m) => signer.signTransactionMessage(m))
 */
export async function signSolanaTransaction(
  bytes: Uint8Array,
  address: string,
  sign: (message: Uint8Array) => Promise<Uint8Array>,
): Promise<{ transaction: Uint8Array; signature: Uint8Array }> {
  const tx = parseSolanaTransaction(bytes)
  const slot = tx.accountKeys.slice(0, tx.numRequiredSignatures).indexOf(address)
  if (slot < 0) throw new UnauthorizedError()
  const signature = await sign(tx.message)
  const transaction = bytes.slice()
  transaction.set(signature, tx.signaturesOffset + slot * 64)
  return { transaction, signature }
}
