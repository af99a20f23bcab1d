import { BaseError, ContractFunctionRevertedError, ContractFunctionZeroDataError, decodeFunctionData, getAddress, isAddressEqual, parseAbi, sliceHex, type Address, type Hex, type PublicClient } from 'viem'
import { simpleAccountAbi, simpleAccountFactoryAbi } from '../../../shared/aa/simpleAccountAbi'

/** ERC-1967's implementation slot: bytes32(uint256(keccak256('eip1967.proxy.implementation')) - 1). */
const IMPLEMENTATION_SLOT: Hex = '0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc'
const factoryAbi = [...simpleAccountFactoryAbi, ...parseAbi(['function accountImplementation() view returns (address)'])]

export interface AccountToCheck {
  sender: Address
  /** The operation's factory: when set, the account is deployed by this operation (already checked to be `accountFactory`). */
  factory?: Address | undefined
  factoryData?: Hex | undefined
}

/**
 * The owner key of `sender` when it is an AirlockAccount of `accountFactory`, read from the chain
 * (undefined when it is not one), so the paymaster never sponsors (or pins to a user) a contract
 * that only looks like one, and sponsors an account only for the user whose key owns it: a counterfeit could read
 * the SimpleAccount `execute` the caps decode as any other call. An account this operation deploys
 * must be the factory's `getAddress(owner, salt)` for the `createAccount(owner, salt)` it carries
 * (the EntryPoint then checks the deployment lands at `sender`). A deployed one must be the
 * factory's CREATE2 address for the owner it reports at salt 0 (the modal's accounts) and still
 * run the factory's implementation (an owner's UUPS upgrade to other code ends its sponsorship).
 * Anything that doesn't answer as an AirlockAccount is undefined; a node that can't answer throws.
 *
 * @example
 * const owner = await airlockAccountOwner(client, userOperation, airlockAccountFactoryAddress)
 * if (!owner) throw new SponsorshipRefusedError(…)
 */
export async function airlockAccountOwner(client: PublicClient, { sender, factory, factoryData }: AccountToCheck, accountFactory: Address): Promise<Address | undefined> {
  const counterfactual = (owner: Address, salt: bigint) => client.readContract({ address: accountFactory, abi: factoryAbi, functionName: 'getAddress', args: [owner, salt] })
  if (factory) {
    let args: readonly [Address, bigint]
    try {
      const call = decodeFunctionData({ abi: simpleAccountFactoryAbi, data: factoryData ?? '0x' })
      if (call.functionName !== 'createAccount') return undefined
      args = call.args
    } catch {
      return undefined
    }
    return isAddressEqual(await counterfactual(...args), sender) ? args[0] : undefined
  }
  const [slot, implementation, owner] = await Promise.all([
    client.getStorageAt({ address: sender, slot: IMPLEMENTATION_SLOT }),
    client.readContract({ address: accountFactory, abi: factoryAbi, functionName: 'accountImplementation' }),
    // No code, or code without `owner()`: not an account of ours (a revert or an empty answer).
    client.readContract({ address: sender, abi: simpleAccountAbi, functionName: 'owner' }).catch((error: unknown) => {
      const notAnAccount = error instanceof BaseError && error.walk((e) => e instanceof ContractFunctionZeroDataError || e instanceof ContractFunctionRevertedError)
      if (notAnAccount) return undefined
      throw error
    }),
  ])
  if (!owner || !slot || slot.length !== 66 || !isAddressEqual(getAddress(sliceHex(slot, 12)), implementation)) return undefined
  return isAddressEqual(await counterfactual(owner, 0n), sender) ? owner : undefined
}
