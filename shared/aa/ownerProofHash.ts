import { keccak256, stringToBytes, type Hex } from 'viem'

/** Who an owner proof names: the auth service's user and the project whose sponsorship it asks for. */
export interface OwnerProofStatement {
  projectId: string
  userId: string
}

/**
 * The digest an embedded wallet's EVM key signs to show the operator's paymaster that the
 * signed-in user holds the key that owns the smart account it asks sponsorship for: without it,
 * any user of the project could name another visitor's account (its address is public) before
 * that visitor's first sponsored operation and pin it to themselves. The preimage starts with
 * 0x19 followed by "Airlock", which no EIP-191 message (0x19 "Ethereum Signed Message"), no
 * EIP-712 digest (0x19 0x01) and no transaction (an RLP list from 0xc0, a typed one 0x01–0x04)
 * starts with, and the wallet signs no raw digest a request names: a dapp can't get this signature
 * made, and one made for one user or project proves nothing for another.
 *
 * @example
 * const hash = ownerProofHash({ projectId: 'airlock-demo', userId: 'email:a@b.test' })
 * const owner = await recoverAddress({ hash, signature: proof })
 */
export function ownerProofHash({ projectId, userId }: OwnerProofStatement): Hex {
  return keccak256(stringToBytes(`\x19Airlock sponsorship owner proof\nproject: ${projectId}\nuser: ${userId}`))
}
