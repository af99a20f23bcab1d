import { createPublicClient, createWalletClient, http, parseUnits, type Address, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { testAccounts } from '../chains/testAccounts'
import { compileToken, type TokenArtifact } from './compileToken'
import { tokenAddress } from './tokenAddress'

/** The token's fixed facts, shared with the data API's token table. */
export const AUSD = { name: 'Airlock USD', symbol: 'AUSD', decimals: 6 } as const

/** Each of test accounts 0..4 gets this many AUSD at deploy time. */
export const INITIAL_MINT = 1_000_000n

export interface DeployTokenOptions {
  rpcUrl: string
  artifact?: TokenArtifact
  /** Accounts minted {@link INITIAL_MINT} AUSD; test accounts 0..4 by default. */
  recipients?: readonly Address[]
}

export interface DeployedToken {
  address: Address
  /** false when the token was already on this chain (nonce 0 of account 0 already used). */
  deployed: boolean
}

/**
 * Deploys AUSD from test account 0 and mints 1,000,000 AUSD to test accounts 0..4. On a fresh
 * chain the deployer's nonce is 0, so the token lands at `tokenAddress()`. A chain where that
 * address already holds code is reused untouched; any other non-fresh chain is an error,
 * because the address would not be the one everybody expects.
 *
 * @example
 * const chain = await startAnvil({ chainId: 1, port: 18645 })
 * const { address } = await deployToken({ rpcUrl: chain.rpcUrl })
 */
export async function deployToken({ rpcUrl, artifact = compileToken(), recipients }: DeployTokenOptions): Promise<DeployedToken> {
  const account = privateKeyToAccount(testAccounts[0]!.privateKey)
  const publicClient = createPublicClient({ transport: http(rpcUrl) })
  const chainId = await publicClient.getChainId()
  const chain = { id: chainId, name: `anvil-${chainId}`, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [rpcUrl] } } }
  const wallet = createWalletClient({ account, chain, transport: http(rpcUrl) })
  const expected = tokenAddress(account.address, 0)

  const nonce = await publicClient.getTransactionCount({ address: account.address, blockTag: 'pending' })
  if (nonce !== 0) {
    const code = await publicClient.getCode({ address: expected })
    if (code && code !== '0x') return { address: expected, deployed: false }
    throw new Error(`chain ${chainId} is not fresh (deployer nonce ${nonce}) and has no token at ${expected}`)
  }

  const deployHash = await wallet.deployContract({ abi: artifact.abi, bytecode: artifact.bytecode, args: [AUSD.name, AUSD.symbol, AUSD.decimals], nonce: 0 })
  const mintTo = recipients ?? testAccounts.slice(0, 5).map((a) => a.address)
  const amount = parseUnits(INITIAL_MINT.toString(), AUSD.decimals)
  const hashes: Hex[] = [deployHash]
  // Explicit nonces let the mints go out back to back without waiting for each receipt.
  for (const [i, to] of mintTo.entries()) {
    hashes.push(await wallet.writeContract({ address: expected, abi: artifact.abi, functionName: 'mint', args: [to, amount], nonce: i + 1, gas: 100_000n }))
  }
  for (const hash of hashes) {
    const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    if (receipt.status !== 'success') throw new Error(`token setup transaction ${hash} reverted on chain ${chainId}`)
  }
  return { address: expected, deployed: true }
}
