import type { Address } from 'viem'

/**
 * Where the local stack's AirlockAccountFactory lives on every chain (CREATE2 through the
 * deterministic deployment proxy, salt 0, constructor argument the EntryPoint v0.7). It follows
 * from the factory's bytecode, so from solc 0.8.37, `@account-abstraction/contracts` 0.7.0 and
 * OpenZeppelin 5.7.0 (services/aa/contracts/AirlockAccount.sol); `deployAaContracts` refuses to
 * start when the compiled factory lands elsewhere, so a changed compiler can't go unnoticed.
 *
 * @example
 * await toAirlockSmartAccount({ client, owner, factoryAddress: airlockAccountFactoryAddress })
 */
export const airlockAccountFactoryAddress: Address = '0x2A2860C424fcCaC14531CCc61b3CBA5778bA906e'
