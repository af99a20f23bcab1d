import { createPublicClient, createWalletClient, http, numberToHex, parseEther, type Address, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { collectibleAddresses, collectiblesDeployer } from './collectibleAddresses'
import { compileCollectibles, type CollectiblesArtifact } from './compileCollectibles'

/** The path under the data service where a collection's metadata JSON is served. */
export const NFT_METADATA_PATH = '/v1/nfts/metadata'
/** The path under the data service where a collection's token images are served. */
export const NFT_IMAGE_PATH = '/v1/nfts/image'

export interface DeployCollectiblesOptions {
  rpcUrl: string
  /** The origin of the service that serves the metadata and images (the stack's data API). */
  metadataUrl: string
  artifact?: CollectiblesArtifact
}

export interface DeployedCollectibles {
  badges: Address
  items: Address
  /** false when both were already on this chain. */
  deployed: boolean
}

/**
 * Deploys the test collections from their own key (funded with anvil_setBalance): AirlockBadges
 * (ERC-721, tokenURI `<metadataUrl>/v1/nfts/metadata/badges/<id>.json`) and AirlockItems
 * (ERC-1155, uri `<metadataUrl>/v1/nfts/metadata/items/{id}.json`), at the same addresses on
 * every chain (`collectibleAddresses()`). Both mint publicly. A chain that already holds them is
 * left as it is; any other non-fresh deployer is an error.
 *
 * @example
 * const { badges, items } = await deployCollectibles({ rpcUrl, metadataUrl: 'http://127.0.0.1:8787' })
 */
export async function deployCollectibles({ rpcUrl, metadataUrl, artifact = compileCollectibles() }: DeployCollectiblesOptions): Promise<DeployedCollectibles> {
  const account = privateKeyToAccount(collectiblesDeployer.privateKey)
  const publicClient = createPublicClient({ transport: http(rpcUrl) })
  const chainId = await publicClient.getChainId()
  const chain = { id: chainId, name: `anvil-${chainId}`, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [rpcUrl] } } }
  const wallet = createWalletClient({ account, chain, transport: http(rpcUrl) })
  const expected = collectibleAddresses()

  const nonce = await publicClient.getTransactionCount({ address: account.address, blockTag: 'pending' })
  if (nonce !== 0) {
    const code = await publicClient.getCode({ address: expected.items })
    if (code && code !== '0x') return { ...expected, deployed: false }
    throw new Error(`chain ${chainId}: the collectibles deployer has nonce ${nonce} but no collection at ${expected.items}`)
  }
  // (viem's typed request has no anvil_* methods.)
  await publicClient.request({ method: 'anvil_setBalance' as 'eth_chainId', params: [account.address, numberToHex(parseEther('10'))] as unknown as undefined })
  const base = metadataUrl.replace(/\/$/, '') + NFT_METADATA_PATH
  const hashes: Hex[] = [
    await wallet.deployContract({ abi: artifact.badges.abi, bytecode: artifact.badges.bytecode, args: [`${base}/badges/`], nonce: 0 }),
    await wallet.deployContract({ abi: artifact.items.abi, bytecode: artifact.items.bytecode, args: [`${base}/items/`], nonce: 1 }),
  ]
  for (const hash of hashes) {
    const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    if (receipt.status !== 'success') throw new Error(`collectibles deploy ${hash} reverted on chain ${chainId}`)
  }
  return { ...expected, deployed: true }
}
