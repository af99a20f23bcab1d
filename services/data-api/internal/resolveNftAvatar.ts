import { parseAbi, type Address } from 'viem'
import { parseNftAvatar } from '../../../shared/nfts/parseNftAvatar'
import type { DataApiContext } from './context'
import { readNftDetails } from './readNftDetails'

const ABI = parseAbi(['function ownerOf(uint256 id) view returns (address)', 'function balanceOf(address owner, uint256 id) view returns (uint256)'])

/**
 * The image of an ENS-style NFT avatar record (`eip155:<chainId>/<erc721|erc1155>:<contract>/<id>`)
 * of `owner`: only erc721 and erc1155 on an EIP-155 chain this service reads (docs/validation.md#names), and only
 * while `owner` holds the token (ERC-721 `ownerOf`, ERC-1155 `balanceOf` read from the chain
 * now, so a token sent away stops being the avatar). Any other record, or a token without an
 * image, resolves to null.
 *
 * @example
 * await resolveNftAvatar(ctx, '0xf39F…', 'eip155:1/erc721:0x…/1', 'http://127.0.0.1:8787') // 'http://127.0.0.1:8787/v1/nfts/image/badges/1.svg'
 */
export async function resolveNftAvatar(ctx: DataApiContext, owner: string, record: string, publicUrl: string): Promise<string | null> {
  const ref = parseNftAvatar(record)
  const chain = ref ? ctx.chains.get(ref.chainId) : undefined
  if (!ref || !chain) return null
  const contract = ref.contract as Address
  try {
    const holds =
      ref.standard === 'erc721'
        ? (await chain.client.readContract({ address: contract, abi: ABI, functionName: 'ownerOf', args: [ref.tokenId] })).toLowerCase() === owner.toLowerCase()
        : (await chain.client.readContract({ address: contract, abi: ABI, functionName: 'balanceOf', args: [owner as Address, ref.tokenId] })) > 0n
    if (!holds) return null
    const metadataVersion = (await ctx.nfts.get(chain.id)?.metadataVersion(contract, ref.tokenId)) ?? 0n
    return (await readNftDetails(chain, { contract, tokenId: ref.tokenId, standard: ref.standard, metadataVersion }, publicUrl)).image
  } catch {
    // Not a contract of that standard (the call reverted or returned nothing): no avatar.
    return null
  }
}
