import type { NftStandard } from './types'

/** The parts of an ENS-style NFT avatar record (ENSIP-12, EIP-155 only). */
export interface NftAvatarRef {
  chainId: number
  standard: NftStandard
  /** Lower-case contract address. */
  contract: string
  tokenId: bigint
}

const PATTERN = /^eip155:([1-9][0-9]{0,15})\/(erc721|erc1155):(0x[0-9a-fA-F]{40})\/([0-9]{1,78})$/

/**
 * Parses an avatar record `eip155:<chainId>/<erc721|erc1155>:<contract>/<tokenId>`; anything
 * else (other namespaces, other standards such as erc20, plain URLs, malformed ids) is undefined,
 * because docs/validation.md#names accepts EIP-155 NFT avatars of erc721 and erc1155 only.
 *
 * @example
 * parseNftAvatar('eip155:1/erc721:0xb47e3cd837dDF8e4c57F05d70Ab865de6e193BBB/1')?.standard // 'erc721'
 */
export function parseNftAvatar(record: string): NftAvatarRef | undefined {
  const m = PATTERN.exec(record.trim())
  if (!m) return undefined
  const tokenId = BigInt(m[4]!)
  if (tokenId >= 2n ** 256n) return undefined
  return { chainId: Number(m[1]), standard: m[2] as NftStandard, contract: m[3]!.toLowerCase(), tokenId }
}
