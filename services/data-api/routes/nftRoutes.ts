import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Address } from 'viem'
import type { NftItem, NftList } from '../../../shared/nfts/types'
import { collectibleArt, type CollectionSlug } from '../../fixtures/nfts/collectibleArt'
import { NFT_IMAGE_PATH, NFT_METADATA_PATH } from '../../fixtures/nfts/deployCollectibles'
import { collectibleMetadata } from '../internal/collectibleMetadata'
import type { DataApiContext } from '../internal/context'
import { HttpError } from '../internal/HttpError'
import { PROJECT_GUARD_OFF } from '../internal/projectGuard'
import { readNftDetails } from '../internal/readNftDetails'
import { publicUrlOf } from '../internal/publicUrlOf'
import { parseAccount, parseChainRef, parseShortText } from '../internal/validate'

function collectionParams(request: FastifyRequest, ext: 'json' | 'svg'): { collection: CollectionSlug; id: bigint } {
  const { collection, file } = request.params as { collection: string; file: string }
  // ERC-1155 clients ask for the 64-hex-digit id the uri template names; images and badges use decimal ids.
  const hexId = collection === 'items' && ext === 'json'
  const m = collection === 'items' || collection === 'badges' ? (hexId ? /^([0-9a-fA-F]{1,64})\.json$/ : new RegExp(`^([0-9]{1,12})\\.${ext}$`)).exec(file) : null
  const id = m ? BigInt(hexId ? `0x${m[1]}` : m[1]!) : -1n
  if (!m || !collectibleArt(collection as CollectionSlug, id)) throw new HttpError(404, 'Not Found', `${collection}/${file} is not a token of the test collections`)
  return { collection: collection as CollectionSlug, id }
}

/**
 * The NFT routes. `GET /v1/account/:address/nfts?chainId` (project-guarded like the balance
 * route) answers `{ nfts: NftItem[] }`: the ERC-721 and ERC-1155 tokens the address holds on the
 * served chains (or the one named), from each chain's event index (`NftIndex`), with collection,
 * metadata and image (`readNftDetails`). A Solana address has none. The test collections'
 * metadata (`/v1/nfts/metadata/<badges|items>/<id>.json`) and SVG images
 * (`/v1/nfts/image/<collection>/<id>.svg`) are public, like any NFT metadata host, so wallets
 * and `<img>` tags can read them without a project id.
 *
 * @example
 * nftRoutes(app, ctx)
 */
export function nftRoutes(app: FastifyInstance, ctx: DataApiContext): void {
  app.get('/v1/account/:address/nfts', async (request): Promise<NftList> => {
    const q = request.query as Record<string, unknown>
    parseShortText(q.st, 'st')
    parseShortText(q.sv, 'sv')
    const account = parseAccount((request.params as { address: string }).address)
    const ref = parseChainRef(q.chainId, 'chainId') ?? account.chain
    if (account.namespace !== 'eip155' || (ref && ref.namespace !== 'eip155')) return { nfts: [] }
    const publicUrl = publicUrlOf(ctx, request)
    const lists = await Promise.all(
      ctx.chainsFor(ref).map(async (chain) => {
        const index = ctx.nfts.get(chain.id)
        if (!index) return []
        const held = await index.holdings(account.address as Address)
        return Promise.all(held.map(async (h): Promise<NftItem> => ({ ...(await readNftDetails(chain, h, publicUrl)), amount: h.amount.toString() })))
      }),
    )
    return { nfts: lists.flat() }
  })

  app.get(`${NFT_METADATA_PATH}/:collection/:file`, { config: PROJECT_GUARD_OFF }, async (request, reply) => {
    const { collection, id } = collectionParams(request, 'json')
    void reply.header('cache-control', 'public, max-age=86400')
    return collectibleMetadata(collection, id, publicUrlOf(ctx, request))
  })

  app.get(`${NFT_IMAGE_PATH}/:collection/:file`, { config: PROJECT_GUARD_OFF }, async (request, reply) => {
    const { collection, id } = collectionParams(request, 'svg')
    // An SVG opened on its own must not run anything: no scripts, nothing loaded.
    return reply
      .header('content-type', 'image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(collectibleArt(collection, id)!.svg)
  })
}
