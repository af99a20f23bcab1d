import { bytesToHex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { TEST_MNEMONIC, type TestAccount } from '../chains/testAccounts'

function derive(addressIndex: number): TestAccount {
  const account = mnemonicToAccount(TEST_MNEMONIC, { addressIndex })
  return { address: account.address, privateKey: bytesToHex(account.getHdKey().privateKey!) }
}

/**
 * The keys of the local market, derived from the public test mnemonic past the accounts anvil
 * funds and the account-abstraction keys (indexes 20 and 21), so no test sending from a test
 * account races them for a nonce. `owner` deploys the second token and the exchange and provides
 * the liquidity; `onrampTreasury` is the local on-ramp provider's wallet that delivers purchases.
 * Local chains only: the keys are public knowledge.
 *
 * @example
 * privateKeyToAccount(exchangeKeys.owner.privateKey).address
 */
export const exchangeKeys = {
  owner: derive(20),
  onrampTreasury: derive(21),
} as const
