/**
 * Wire shape of the data API's NFT endpoint, `GET /v1/account/{address}/nfts` (not named by
 * docs/calls.md#data-api; made in the style of the balance endpoint), shared by the service and the modal.
 */

/** The two token standards the wallet shows (and the only ones accepts as avatars, docs/validation.md#names). */
export type NftStandard = 'erc721' | 'erc1155'

/** One NFT an address holds. */
export interface NftItem {
  /** CAIP-2 network id, e.g. `eip155:1`. */
  chainId: string
  /** Checksummed contract address. */
  contract: string
  /** Decimal token id. */
  tokenId: string
  standard: NftStandard
  /** Decimal amount held: always "1" for ERC-721. */
  amount: string
  /** The metadata's name, or `<collection> #<id>` without metadata. */
  name: string
  description: string | null
  /** An http(s) or data: image URL from the metadata; null without one. */
  image: string | null
  collection: { name: string; symbol: string | null }
  /** The token's metadata URI as the contract reports it (ERC-1155 `{id}` filled in). */
  tokenUri: string | null
}

/** `GET /v1/account/{address}/nfts` response. */
export interface NftList {
  nfts: NftItem[]
}
