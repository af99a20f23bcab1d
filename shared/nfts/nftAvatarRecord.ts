import type { NftStandard } from './types'

/**
 * The ENS-style avatar record (ENSIP-12) that names an NFT: `eip155:<chainId>/<standard>:<contract>/<tokenId>`.
 *
 * @example
 * nftAvatarRecord({ chainId: 'eip155:1', standard: 'erc721', contract: '0xabc…', tokenId: '7' }) // 'eip155:1/erc721:0xabc…/7'
 */
export function nftAvatarRecord(nft: { chainId: string; standard: NftStandard; contract: string; tokenId: string }): string {
  return `${nft.chainId}/${nft.standard}:${nft.contract}/${nft.tokenId}`
}
