import { parseAbi, type Address } from 'viem'
import type { CollectionSlug } from '../../fixtures/nfts/collectibleArt'
import { NFT_METADATA_PATH } from '../../fixtures/nfts/deployCollectibles'
import { collectibleMetadata, type CollectibleMetadata } from './collectibleMetadata'
import type { NftItem, NftStandard } from '../../../shared/nfts/types'
import type { ChainEntry } from './chainSet'

const ABI = parseAbi([
  'function name() view returns (string)',
  'function symbol() view returns (string)',
  'function tokenURI(uint256 id) view returns (string)',
  'function uri(uint256 id) view returns (string)',
])

/** Token facts (name, symbol, URI, metadata) per service's chain, then contract:id:publicUrl, with the metadata version they were read at. */
const caches = new WeakMap<ChainEntry, Map<string, { version: bigint; item: Promise<Omit<NftItem, 'amount'>> }>>()

/**
 * The display facts of one token: collection name and symbol, the token URI (ERC-1155's `{id}`
 * filled in as 64 hex digits) and its metadata's name, description and image. Metadata is read
 * only from URIs this service serves itself (`publicUrl` + `/v1/nfts/metadata/…`, answered in
 * process) and from `data:application/json` URIs; the service never fetches other hosts on a
 * caller's behalf (no server-side request forgery through a contract's URI), so other tokens
 * show as `<collection> #<id>` without an image. Facts are cached until the token's
 * `metadataVersion` changes (the block of the contract's latest ERC-4906 update of it, from the
 * chain's logs: the same in every instance), so a changed URI shows at once and alike at every
 * instance behind a balancer.
 *
 * @example
 * const item = await readNftDetails(chain, { contract, tokenId: 1n, standard: 'erc721', metadataVersion: 0n }, 'http://127.0.0.1:8787')
 */
export function readNftDetails(chain: ChainEntry, token: { contract: Address; tokenId: bigint; standard: NftStandard; metadataVersion: bigint }, publicUrl: string | undefined): Promise<Omit<NftItem, 'amount'>> {
  let cache = caches.get(chain)
  if (!cache) caches.set(chain, (cache = new Map()))
  const key = `${token.contract.toLowerCase()}:${token.tokenId}:${publicUrl ?? ''}`
  const cached = cache.get(key)
  if (cached && cached.version === token.metadataVersion) return cached.item
  const fresh = { version: token.metadataVersion, item: read(chain, token, publicUrl) }
  // A failed or incomplete read (chain down, no URI yet) is not remembered: the next request tries again.
  const forget = () => cache.get(key) === fresh && cache.delete(key)
  fresh.item.then((item) => item.tokenUri === null && forget()).catch(forget)
  cache.set(key, fresh)
  return fresh.item
}

async function read(chain: ChainEntry, { contract, tokenId, standard }: { contract: Address; tokenId: bigint; standard: NftStandard }, publicUrl: string | undefined): Promise<Omit<NftItem, 'amount'>> {
  const call = (functionName: 'name' | 'symbol' | 'tokenURI' | 'uri', args: readonly bigint[] = []) =>
    chain.client.readContract({ address: contract, abi: ABI, functionName, args } as never).then((v) => String(v)).catch(() => null)
  const [name, symbol, rawUri] = await Promise.all([call('name'), call('symbol'), call(standard === 'erc721' ? 'tokenURI' : 'uri', [tokenId])])
  const tokenUri = rawUri === null || rawUri === '' ? null : rawUri.replaceAll('{id}', tokenId.toString(16).padStart(64, '0'))
  const collectionName = name ?? `${contract.slice(0, 6)}…${contract.slice(-4)}`
  const meta = tokenUri ? metadataOf(tokenUri, publicUrl) : undefined
  return {
    chainId: chain.caip,
    contract,
    tokenId: tokenId.toString(),
    standard,
    name: meta?.name ?? `${collectionName} #${tokenId}`,
    description: meta?.description ?? null,
    image: meta?.image && /^(https?:|data:image\/)/.test(meta.image) ? meta.image : null,
    collection: { name: collectionName, symbol },
    tokenUri,
  }
}

/** The metadata behind a URI, when the service can know it without fetching another host. */
function metadataOf(uri: string, publicUrl: string | undefined): CollectibleMetadata | undefined {
  const json = /^data:application\/json(;base64)?,(.*)$/s.exec(uri)
  if (json) {
    try {
      const text = json[1] ? Buffer.from(json[2]!, 'base64').toString('utf8') : decodeURIComponent(json[2]!)
      const value = JSON.parse(text) as Record<string, unknown>
      return { ...(typeof value.name === 'string' ? { name: value.name } : {}), ...(typeof value.description === 'string' ? { description: value.description } : {}), ...(typeof value.image === 'string' ? { image: value.image } : {}) }
    } catch {
      return undefined
    }
  }
  if (!publicUrl) return undefined
  const own = collectibleMetadataPath(uri, publicUrl)
  return own ? collectibleMetadata(own.collection, own.id, publicUrl) : undefined
}

/** `<publicUrl>/v1/nfts/metadata/<badges|items>/<id>.json` → its parts (ERC-1155 ids are hex). */
function collectibleMetadataPath(uri: string, publicUrl: string): { collection: CollectionSlug; id: bigint } | undefined {
  const base = publicUrl.replace(/\/$/, '') + NFT_METADATA_PATH + '/'
  if (!uri.startsWith(base)) return undefined
  const m = /^(badges|items)\/([0-9a-fA-F]{1,64})\.json$/.exec(uri.slice(base.length))
  if (!m) return undefined
  const collection = m[1] as CollectionSlug
  return { collection, id: collection === 'items' ? BigInt(`0x${m[2]}`) : /^[0-9]+$/.test(m[2]!) ? BigInt(m[2]!) : -1n }
}
