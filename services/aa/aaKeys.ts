import { mnemonicToAccount } from 'viem/accounts'
import { bytesToHex } from 'viem'
import { TEST_MNEMONIC } from '../fixtures/chains/testAccounts'
import type { TestAccount } from '../fixtures/chains/testAccounts'

function derive(addressIndex: number): TestAccount {
  const account = mnemonicToAccount(TEST_MNEMONIC, { addressIndex })
  return { address: account.address, privateKey: bytesToHex(account.getHdKey().privateKey!) }
}

/**
 * The keys of the local account-abstraction actors, derived from the public test mnemonic past
 * the 10 accounts anvil funds (indexes 10–13), so that no test or e2e run that sends from a test
 * account ever races the bundler for a nonce. Local chains only: the keys are public knowledge.
 * `deployer` sends the CREATE2 deployments and the paymaster deposit, `executor` submits the
 * bundles, `utility` lets the bundler deploy its simulation contracts, `paymasterSigner` is the
 * verifying signer the paymaster contract trusts.
 *
 * @example
 * privateKeyToAccount(aaKeys.executor.privateKey).address
 */
export const aaKeys = {
  deployer: derive(10),
  executor: derive(11),
  utility: derive(12),
  paymasterSigner: derive(13),
} as const
