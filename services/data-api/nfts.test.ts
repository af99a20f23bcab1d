import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPublicClient, createWalletClient, encodeFunctionData, http, parseAbi, type Address } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { testAccounts } from '../fixtures/chains/testAccounts'
import { compileSolidity } from '../internal/compileSolidity'
import { stateRoot } from '../internal/paths'
import type { Stack } from '../stack'
import type { NftItem } from '../../shared/nfts/types'
import { sendTx, startTestStack } from './testing/testHelpers'

let stack: Stack
let cleanup: () => Promise<void>
const P = 'projectId=airlock-demo'
const minter = testAccounts[6]!
const holder = privateKeyToAccount(generatePrivateKey())
const other = testAccounts[7]!
const abi = parseAbi(['function mint(address to) returns (uint256)', 'function mint(address to, uint256 id, uint256 amount)', 'function transferFrom(address from, address to, uint256 id)'])

beforeAll(async () => ({ stack, cleanup } = await startTestStack(280)), 90_000)
afterAll(async () => cleanup?.())

async function get(url: string) {
  const res = await stack.dataApi.inject({ method: 'GET', url })
  return { status: res.statusCode, headers: res.headers, text: res.body, json: () => res.json() as Record<string, unknown> }
}
const nftsOf = async (address: string, chainId = 'eip155:1') => ((await get(`/v1/account/${address}/nfts?chainId=${chainId}&${P}`)).json().nfts as NftItem[])
const mint = (data: `0x${string}`, to: Address, key = minter.privateKey) => sendTx(stack.rpcUrls[1]!, key, { to, data })

describe('NFT index and endpoint', () => {
  it('shows minted ERC-721 and ERC-1155 tokens with metadata, on the chain they were minted on only', async () => {
    expect(await nftsOf(holder.address)).toEqual([])
    await mint(encodeFunctionData({ abi, functionName: 'mint', args: [holder.address] }), stack.nfts.badges)
    await mint(encodeFunctionData({ abi, functionName: 'mint', args: [holder.address, 3n, 5n] }), stack.nfts.items)
    await mint(encodeFunctionData({ abi, functionName: 'mint', args: [holder.address, 3n, 2n] }), stack.nfts.items)
    const nfts = await nftsOf(holder.address)
    expect(nfts).toHaveLength(2)
    const [badge, item] = nfts
    // A fresh chain's starter set gave badges 1 and 2 to test account #0: this mint is badge 3.
    expect(badge).toMatchObject({ chainId: 'eip155:1', contract: stack.nfts.badges, tokenId: '3', standard: 'erc721', amount: '1', name: 'Airlock Badge #3', collection: { name: 'Airlock Badges', symbol: 'ABDG' } })
    expect(badge!.image).toBe(`${stack.dataApiUrl}/v1/nfts/image/badges/3.svg`)
    expect(item).toMatchObject({ standard: 'erc1155', tokenId: '3', amount: '7', name: 'Lantern', collection: { name: 'Airlock Items', symbol: 'AITM' } })
    expect(item!.tokenUri).toBe(`${stack.dataApiUrl}/v1/nfts/metadata/items/${'3'.padStart(64, '0')}.json`)
    expect(await nftsOf(holder.address, 'eip155:8453')).toEqual([])
  })

  it('follows transfers: a sent ERC-721 leaves the sender and reaches the receiver', async () => {
    const key = generatePrivateKey()
    const from = privateKeyToAccount(key)
    await sendTx(stack.rpcUrls[1]!, testAccounts[8]!.privateKey, { to: from.address, value: 10n ** 18n })
    await mint(encodeFunctionData({ abi, functionName: 'mint', args: [from.address] }), stack.nfts.badges)
    const [mine] = await nftsOf(from.address)
    await mint(encodeFunctionData({ abi, functionName: 'transferFrom', args: [from.address, other.address, BigInt(mine!.tokenId)] }), stack.nfts.badges, key)
    expect(await nftsOf(from.address)).toEqual([])
    expect((await nftsOf(other.address)).map((n) => n.tokenId)).toContain(mine!.tokenId)
  })

  it('serves the metadata JSON and a safe SVG image without a project id; unknown ids are 404', async () => {
    const meta = await get(`/v1/nfts/metadata/items/${'3'.padStart(64, '0')}.json`)
    expect(meta.status).toBe(200)
    expect(meta.json()).toMatchObject({ name: 'Lantern', image: `${stack.dataApiUrl}/v1/nfts/image/items/3.svg` })
    const image = await get('/v1/nfts/image/badges/1.svg')
    expect(image.status).toBe(200)
    expect(image.headers['content-type']).toBe('image/svg+xml')
    expect(image.headers['content-security-policy']).toContain("default-src 'none'")
    expect(image.text).toMatch(/^<svg[^>]*>.*<\/svg>$/s)
    expect((await get('/v1/nfts/image/items/9.svg')).status).toBe(404)
    expect((await get('/v1/nfts/image/items/a.svg')).status).toBe(404)
    expect((await get('/v1/nfts/metadata/badges/1.svg')).status).toBe(404)
    expect((await get('/v1/nfts/metadata/badges/0.json')).status).toBe(404)
  })

  it('shows a token\'s new metadata once its contract announces the change (ERC-4906), at every instance alike', async () => {
    const { contracts } = compileSolidity({
      sources: { 'RenamableBadges.sol': readFileSync(new URL('./testing/RenamableBadges.sol', import.meta.url), 'utf8') },
      contracts: ['RenamableBadges'], cacheName: 'RenamableBadges', cacheDir: join(stateRoot, 'cache'), packages: ['@openzeppelin/contracts'],
    })
    const { abi: renamable, bytecode } = contracts['RenamableBadges']!
    const deployer = privateKeyToAccount(testAccounts[9]!.privateKey)
    const chain = { id: 1, name: 'anvil-1', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [stack.rpcUrls[1]!] } } }
    const wallet = createWalletClient({ account: deployer, chain, transport: http(stack.rpcUrls[1]!) })
    const pub = createPublicClient({ chain, transport: http(stack.rpcUrls[1]!) })
    const deployed = await pub.waitForTransactionReceipt({ hash: await wallet.deployContract({ abi: renamable, bytecode }), pollingInterval: 20 })
    const contract = deployed.contractAddress!
    const owner = privateKeyToAccount(generatePrivateKey()).address
    const uri = (name: string) => `data:application/json,${encodeURIComponent(JSON.stringify({ name, description: `${name} badge` }))}`
    await mint(encodeFunctionData({ abi: renamable, functionName: 'mint', args: [owner, 7n, uri('Unrevealed')] }), contract, testAccounts[9]!.privateKey)
    // Over HTTP to dataApiUrl: in the two-instance run the proxy, so each instance reads (and caches) the token.
    const names = async () => Promise.all([...Array(4)].map(async () => {
      const res = await fetch(`${stack.dataApiUrl}/v1/account/${owner}/nfts?chainId=eip155:1&${P}`)
      return ((await res.json()) as { nfts: NftItem[] }).nfts.map((n) => [n.name, n.description])
    }))
    expect(await names()).toEqual([...Array(4)].map(() => [['Unrevealed', 'Unrevealed badge']]))
    await mint(encodeFunctionData({ abi: renamable, functionName: 'setTokenURI', args: [7n, uri('Revealed')] }), contract, testAccounts[9]!.privateKey)
    expect(await names()).toEqual([...Array(4)].map(() => [['Revealed', 'Revealed badge']]))
  })

  it('an NFT avatar record resolves to the image while the owner holds it (erc721 and erc1155 only)', async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const label = `nft${Date.now().toString(36)}`
    const name = `${label}.airlock`
    const signed = async (attributes: Record<string, string>) => {
      const message = JSON.stringify({ name, attributes, timestamp: Math.floor(Date.now() / 1000) })
      return { coin_type: 60, address: owner.address, message, signature: await owner.signMessage({ message }) }
    }
    const post = async (url: string, payload: unknown) => (await stack.dataApi.inject({ method: 'POST', url: `${url}?${P}`, payload: payload as string })).statusCode
    expect(await post('/v1/profile/account', await signed({}))).toBe(200)
    await mint(encodeFunctionData({ abi, functionName: 'mint', args: [owner.address, 2n, 1n] }), stack.nfts.items)
    const record = `eip155:1/erc1155:${stack.nfts.items}/2`
    expect(await post(`/v1/profile/account/${name}/attributes`, await signed({ avatar: `eip155:1/erc20:${stack.tokenAddress}/0` }))).toBe(400)
    const stranger = privateKeyToAccount(generatePrivateKey())
    const message = JSON.stringify({ name, attributes: { avatar: record }, timestamp: Math.floor(Date.now() / 1000) })
    expect(await post(`/v1/profile/account/${name}/attributes`, { coin_type: 60, address: owner.address, message, signature: await stranger.signMessage({ message }) })).toBe(401)
    expect(await post(`/v1/profile/account/${name}/attributes`, await signed({ avatar: record }))).toBe(200)
    const identity = async (address: string) => (await get(`/v1/identity/${address}?${P}`)).json()
    expect(await identity(owner.address)).toEqual({ name, avatar: `${stack.dataApiUrl}/v1/nfts/image/items/2.svg` })
    // Someone who does not hold the token gets no avatar from the same record.
    expect(await post(`/v1/profile/account/${name}/attributes`, await signed({ avatar: `eip155:1/erc721:${stack.nfts.badges}/1` }))).toBe(200)
    expect(await identity(owner.address)).toEqual({ name, avatar: null })
  })
})
