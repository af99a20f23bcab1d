import { createPublicClient, createWalletClient, http, numberToHex, parseEther, parseUnits, type Address, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { testAccounts } from '../chains/testAccounts'
import { AUSD } from '../contracts/deployToken'
import { compileToken } from '../contracts/compileToken'
import { compileExchange, type ExchangeArtifacts } from './compileExchange'
import { exchangeKeys } from './exchangeKeys'
import { AEUR, MARKET, marketAddresses } from './marketConfig'

export interface DeployExchangeOptions {
  rpcUrl: string
  /** AUSD on this chain (deployed by `deployToken` before). */
  ausd: Address
  artifacts?: ExchangeArtifacts
}

export interface DeployedExchange {
  exchange: Address
  aeur: Address
  /** false when the market was already on this chain. */
  deployed: boolean
}

/**
 * Sets up the local market on one chain: funds the owner and the on-ramp treasury keys, deploys
 * AEUR (the second test token) and the exchange from the owner key at its nonces 0 and 1, mints
 * AEUR for the pool and the treasury (test accounts get none, so their balances stay as they
 * were: a visitor gets AEUR by swapping), has test account 0 (AUSD's owner) mint the AUSD for the pool and
 * the treasury, and adds the two pools' liquidity (ETH/AUSD and ETH/AEUR, see `MARKET`). A chain
 * that already has the exchange is reused as it is.
 *
 * @example
 * const { exchange } = await deployExchange({ rpcUrl, ausd: tokenAddress() })
 */
export async function deployExchange({ rpcUrl, ausd, artifacts = compileExchange() }: DeployExchangeOptions): Promise<DeployedExchange> {
  const publicClient = createPublicClient({ transport: http(rpcUrl) })
  const chainId = await publicClient.getChainId()
  const chain = { id: chainId, name: `anvil-${chainId}`, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [rpcUrl] } } }
  const owner = createWalletClient({ account: privateKeyToAccount(exchangeKeys.owner.privateKey), chain, transport: http(rpcUrl) })
  const ausdOwner = createWalletClient({ account: privateKeyToAccount(testAccounts[0]!.privateKey), chain, transport: http(rpcUrl) })
  const { aeur, exchange } = marketAddresses()

  const code = await publicClient.getCode({ address: exchange })
  if (code && code !== '0x') return { exchange, aeur, deployed: false }
  const ownerNonce = await publicClient.getTransactionCount({ address: exchangeKeys.owner.address, blockTag: 'pending' })
  if (ownerNonce !== 0) throw new Error(`chain ${chainId}: the exchange owner already sent ${ownerNonce} transactions but there is no exchange at ${exchange}`)

  const setBalance = (address: Address, eth: bigint) =>
    publicClient.request({ method: 'anvil_setBalance' as 'eth_chainId', params: [address, numberToHex(parseEther(eth.toString()))] as unknown as undefined })
  await setBalance(exchangeKeys.owner.address, MARKET.ownerEth)
  await setBalance(exchangeKeys.onrampTreasury.address, MARKET.treasury.eth)

  // AEUR and AUSD are two deployments of the one test ERC-20.
  const token = compileToken()
  const tokenAbi = token.abi
  const ausdAbi = token.abi
  const units = (amount: bigint, decimals: number) => parseUnits(amount.toString(), decimals)
  const { AUSD: ausdPool, AEUR: aeurPool } = MARKET.pools
  const hashes: Hex[] = []
  // Explicit nonces: the owner's transactions go out back to back, mined in nonce order.
  let n = 0
  const next = () => n++
  hashes.push(await owner.deployContract({ abi: tokenAbi, bytecode: token.bytecode, args: [AEUR.name, AEUR.symbol, AEUR.decimals], nonce: next() }))
  hashes.push(await owner.deployContract({ abi: artifacts.exchange.abi, bytecode: artifacts.exchange.bytecode, nonce: next() }))
  const mintAeur = [[exchangeKeys.owner.address, aeurPool.tokens], [exchangeKeys.onrampTreasury.address, MARKET.treasury.aeur]] as const
  for (const [to, amount] of mintAeur) {
    hashes.push(await owner.writeContract({ address: aeur, abi: tokenAbi, functionName: 'mint', args: [to, units(amount, AEUR.decimals)], nonce: next(), gas: 100_000n }))
  }
  for (const [to, amount] of [[exchangeKeys.owner.address, ausdPool.tokens], [exchangeKeys.onrampTreasury.address, MARKET.treasury.ausd]] as const) {
    hashes.push(await ausdOwner.writeContract({ address: ausd, abi: ausdAbi, functionName: 'mint', args: [to, units(amount, AUSD.decimals)], gas: 100_000n }))
  }
  for (const hash of hashes.splice(0)) await mined(publicClient, hash, chainId)

  hashes.push(await owner.writeContract({ address: ausd, abi: ausdAbi, functionName: 'approve', args: [exchange, units(ausdPool.tokens, AUSD.decimals)], nonce: next(), gas: 100_000n }))
  hashes.push(await owner.writeContract({ address: aeur, abi: tokenAbi, functionName: 'approve', args: [exchange, units(aeurPool.tokens, AEUR.decimals)], nonce: next(), gas: 100_000n }))
  hashes.push(await owner.writeContract({ address: exchange, abi: artifacts.exchange.abi, functionName: 'addLiquidity', args: [ausd, units(ausdPool.tokens, AUSD.decimals)], value: parseEther(ausdPool.eth.toString()), nonce: next(), gas: 200_000n }))
  hashes.push(await owner.writeContract({ address: exchange, abi: artifacts.exchange.abi, functionName: 'addLiquidity', args: [aeur, units(aeurPool.tokens, AEUR.decimals)], value: parseEther(aeurPool.eth.toString()), nonce: next(), gas: 200_000n }))
  for (const hash of hashes) await mined(publicClient, hash, chainId)
  return { exchange, aeur, deployed: true }
}

async function mined(client: ReturnType<typeof createPublicClient>, hash: Hex, chainId: number): Promise<void> {
  const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  if (receipt.status !== 'success') throw new Error(`market setup transaction ${hash} reverted on chain ${chainId}`)
}
