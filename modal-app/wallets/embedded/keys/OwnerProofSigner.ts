import type { Hex, LocalAccount } from 'viem'
import type { OwnerProofStatement } from '../../../../shared/aa/ownerProofHash'

/**
 * The one digest the embedded EVM key signs raw: its owner proof for the operator's paymaster
 * (shared/aa/ownerProofHash), made from a statement, never from a hash a caller hands in.
 */
export interface OwnerProofSigner {
  signOwnerProof(statement: OwnerProofStatement): Promise<Hex>
}

/**
 * Whether `account` is the embedded key's signer, which can prove it owns a smart account (a test's
 * plain viem account can't).
 *
 * @example
 * const proof = canProveOwner(owner) ? await owner.signOwnerProof({ projectId, userId }) : undefined
 */
export function canProveOwner(account: LocalAccount): account is LocalAccount & OwnerProofSigner {
  return typeof (account as Partial<OwnerProofSigner>).signOwnerProof === 'function'
}
