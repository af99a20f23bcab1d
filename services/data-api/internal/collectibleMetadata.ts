import { collectibleArt, type CollectionSlug } from '../../fixtures/nfts/collectibleArt'
import { NFT_IMAGE_PATH } from '../../fixtures/nfts/deployCollectibles'

/** The fields of ERC-721 / ERC-1155 metadata JSON the wallet reads. */
export interface CollectibleMetadata {
  name?: string
  description?: string
  image?: string
}

/**
 * The metadata JSON of a test collection's token, its image served under `publicUrl`
 * (`/v1/nfts/image/<collection>/<id>.svg`); undefined for an id the collection cannot hold.
 *
 * @example
 * collectibleMetadata('badges', 1n, 'http://127.0.0.1:8787')?.image // 'http://127.0.0.1:8787/v1/nfts/image/badges/1.svg'
 */
export function collectibleMetadata(collection: CollectionSlug, id: bigint, publicUrl: string): CollectibleMetadata | undefined {
  const art = collectibleArt(collection, id)
  if (!art) return undefined
  return { name: art.name, description: art.description, image: `${publicUrl.replace(/\/$/, '')}${NFT_IMAGE_PATH}/${collection}/${id}.svg` }
}
