import { concat, encodeAbiParameters, type Address, type Hex, type LocalAccount, type PublicClient } from 'viem'
import { toPackedUserOperation, type UserOperation } from 'viem/account-abstraction'

/** The VerifyingPaymaster's view that gives the hash its signer signs. */
const getHashAbi = [
  {
    type: 'function',
    name: 'getHash',
    stateMutability: 'view',
    inputs: [
      {
        name: 'userOp',
        type: 'tuple',
        components: [
          { name: 'sender', type: 'address' },
          { name: 'nonce', type: 'uint256' },
          { name: 'initCode', type: 'bytes' },
          { name: 'callData', type: 'bytes' },
          { name: 'accountGasLimits', type: 'bytes32' },
          { name: 'preVerificationGas', type: 'uint256' },
          { name: 'gasFees', type: 'bytes32' },
          { name: 'paymasterAndData', type: 'bytes' },
          { name: 'signature', type: 'bytes' },
        ],
      },
      { name: 'validUntil', type: 'uint48' },
      { name: 'validAfter', type: 'uint48' },
    ],
    outputs: [{ name: '', type: 'bytes32' }],
  },
] as const

export interface SignSponsorshipOptions {
  client: PublicClient
  paymaster: Address
  signer: LocalAccount
  /** The v0.7 user operation, with its gas limits (the paymaster's included) already final. */
  userOperation: UserOperation<'0.7'>
  /** Seconds since the epoch; 0 means no bound. */
  validUntil: number
  validAfter: number
}

/**
 * Produces the `paymasterData` of the reference VerifyingPaymaster for one user operation:
 * `abi.encode(validUntil, validAfter) ‖ signature`, where the signature is the signer's EIP-191
 * signature of the contract's own `getHash` (read from the chain, so the off-chain and on-chain
 * hashes cannot drift apart). The hash covers every field but the signature itself, so any
 * change to the gas limits or the call after signing voids the sponsorship.
 *
 * @example
 * const paymasterData = await signSponsorship({ client, paymaster, signer, userOperation, validUntil, validAfter: 0 })
 */
export async function signSponsorship({ client, paymaster, signer, userOperation, validUntil, validAfter }: SignSponsorshipOptions): Promise<Hex> {
  const packed = toPackedUserOperation({ ...userOperation, paymaster, paymasterData: '0x', signature: '0x' })
  const hash = await client.readContract({ address: paymaster, abi: getHashAbi, functionName: 'getHash', args: [packed, validUntil, validAfter] })
  const signature = await signer.signMessage({ message: { raw: hash } })
  return concat([encodeAbiParameters([{ type: 'uint48' }, { type: 'uint48' }], [validUntil, validAfter]), signature])
}
