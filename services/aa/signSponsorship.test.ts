import { createPublicClient, decodeAbiParameters, http, recoverMessageAddress, slice, type Hex } from 'viem'
import type { UserOperation } from 'viem/account-abstraction'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAnvil, type AnvilChain } from '../fixtures/chains/startAnvil'
import { aaKeys } from './aaKeys'
import { compilePaymaster } from './compilePaymaster'
import { deployAaContracts, type AaAddresses } from './deployAaContracts'
import { signSponsorship } from './signSponsorship'

let chain: AnvilChain
let addresses: AaAddresses
beforeAll(async () => {
  chain = await startAnvil({ chainId: 1, port: 18726 })
  addresses = await deployAaContracts({ rpcUrl: chain.rpcUrl })
}, 30_000)
afterAll(() => chain.stop())

const userOperation: UserOperation<'0.7'> = {
  sender: '0x1111111111111111111111111111111111111111',
  nonce: 3n,
  callData: '0x1234',
  callGasLimit: 100_000n,
  verificationGasLimit: 200_000n,
  preVerificationGas: 50_000n,
  maxFeePerGas: 2_000_000_000n,
  maxPriorityFeePerGas: 1_000_000_000n,
  paymasterVerificationGasLimit: 100_000n,
  paymasterPostOpGasLimit: 0n,
  signature: '0x',
}

describe('signSponsorship', () => {
  it("signs the contract's own hash of the operation, and any change to the operation changes that hash", async () => {
    const client = createPublicClient({ transport: http(chain.rpcUrl) })
    const signer = privateKeyToAccount(aaKeys.paymasterSigner.privateKey)
    const data = await signSponsorship({ client, paymaster: addresses.paymaster, signer, userOperation, validUntil: 2_000_000_000, validAfter: 0 })
    expect(decodeAbiParameters([{ type: 'uint48' }, { type: 'uint48' }], slice(data, 0, 64))).toEqual([2_000_000_000, 0])
    const signature = slice(data, 64)
    expect(signature.length).toBe(2 + 65 * 2)

    const { abi } = compilePaymaster()
    const hashOf = (op: UserOperation<'0.7'>): Promise<Hex> =>
      client.readContract({
        address: addresses.paymaster,
        abi,
        functionName: 'getHash',
        args: [
          {
            sender: op.sender,
            nonce: op.nonce,
            initCode: '0x',
            callData: op.callData,
            accountGasLimits: `0x${op.verificationGasLimit.toString(16).padStart(32, '0')}${op.callGasLimit.toString(16).padStart(32, '0')}`,
            preVerificationGas: op.preVerificationGas,
            gasFees: `0x${op.maxPriorityFeePerGas.toString(16).padStart(32, '0')}${op.maxFeePerGas.toString(16).padStart(32, '0')}`,
            paymasterAndData: `${addresses.paymaster}${op.paymasterVerificationGasLimit!.toString(16).padStart(32, '0')}${op.paymasterPostOpGasLimit!.toString(16).padStart(32, '0')}`,
            signature: '0x',
          },
          2_000_000_000,
          0,
        ],
      }) as Promise<Hex>
    expect(await recoverMessageAddress({ message: { raw: await hashOf(userOperation) }, signature })).toBe(signer.address)
    const changed = await hashOf({ ...userOperation, callGasLimit: userOperation.callGasLimit + 1n })
    expect(await recoverMessageAddress({ message: { raw: changed }, signature })).not.toBe(signer.address)
  })
})
