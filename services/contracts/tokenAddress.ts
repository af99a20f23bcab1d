import { getContractAddress, type Address } from 'viem'
import { testAccounts } from '../chains/testAccounts'

/**
 * Where the token lands when `deployer` deploys it as its transaction number `nonce`. The stack
 * deploys from test account 0 at nonce 0 on a fresh chain, so the address is the same on every
 * chain and every start: `tokenAddress()`.
 *
 * @example
 * tokenAddress() // '0x5FbDB2315678afecb367f032d93F642f64180aa3'
 */
export function tokenAddress(deployer: Address = testAccounts[0]!.address, nonce = 0): Address {
  return getContractAddress({ from: deployer, nonce: BigInt(nonce) })
}
