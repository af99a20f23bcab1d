import { bytesToHex, getContractAddress, type Address } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { TEST_MNEMONIC, type TestAccount } from '../chains/testAccounts'

function derive(addressIndex: number): TestAccount {
  const account = mnemonicToAccount(TEST_MNEMONIC, { addressIndex })
  return { address: account.address, privateKey: bytesToHex(account.getHdKey().privateKey!) }
}

/**
 * The key that deploys the test collections: its own derivation index of the test mnemonic, so
 * its nonces 0 and 1 are always the collections' and no other deploy step can take them.
 */
export const collectiblesDeployer: TestAccount = derive(30)

/**
 * Where the two test collections land on every chain of the stack: AirlockBadges (ERC-721) is
 * the deployer's transaction 0 and AirlockItems (ERC-1155) its transaction 1.
 *
 * @example
 * collectibleAddresses().badges // same on chains 1 and 8453
 */
export function collectibleAddresses(): { badges: Address; items: Address } {
  const from = collectiblesDeployer.address
  return { badges: getContractAddress({ from, nonce: 0n }), items: getContractAddress({ from, nonce: 1n }) }
}
