import { isAddressEqual, isHex, recoverAddress, type Address } from 'viem'
import { ownerProofHash, type OwnerProofStatement } from '../../../shared/aa/ownerProofHash'

/**
 * Whether `proof` (the paymaster context's `ownerProof`) is `owner`'s signature of the owner
 * proof for this statement: the session's user and the project, as the paymaster knows them, so
 * a proof made for another user or project, by another key, or no proof at all is false.
 *
 * @example
 * if (!(await provesOwner(context.ownerProof, owner, { projectId: project.id, userId: caller.userId }))) throw refusal
 */
export async function provesOwner(proof: unknown, owner: Address, statement: OwnerProofStatement): Promise<boolean> {
  // A 65-byte ECDSA signature (r, s, v); anything else recovers nothing.
  if (typeof proof !== 'string' || !isHex(proof) || proof.length !== 132) return false
  try {
    return isAddressEqual(await recoverAddress({ hash: ownerProofHash(statement), signature: proof }), owner)
  } catch {
    return false
  }
}
