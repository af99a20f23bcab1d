import { isAddressEqual, recoverMessageAddress, type Address, type Hex, type PublicClient } from 'viem'

/**
 * Whether `signature` is `address`'s personal_sign of `message`: an EOA's signature recovers to
 * it; anything else is asked of the chain (ERC-1271, ERC-6492), so smart accounts sign too.
 *
 * @example
 * if (!(await signedBy(chain.client, address, message, signature))) throw refuse(401, …)
 */
export async function signedBy(client: PublicClient, address: Address, message: string, signature: Hex): Promise<boolean> {
  try {
    if (signature.length === 132 && isAddressEqual(await recoverMessageAddress({ message, signature }), address)) return true
  } catch {
    // Not a plain ECDSA signature: a smart account's, checked on chain below.
  }
  try {
    return await client.verifyMessage({ address, message, signature })
  } catch {
    return false
  }
}
