import type { FastifyInstance } from 'fastify'
import { ErrorText } from '../../../shared/errors/messages'
import type { DataApiContext } from '../internal/context'
import { HttpError } from '../internal/HttpError'
import { parseChainRef } from '../internal/validate'

/**
 * `GET /v1/supported-chains` (`{ http, ws }`: the CAIP-2 ids served) and
 * `GET /v1/convert/gas-price?chainId=eip155:1` (`{ standard, fast, instant }` in wei strings,
 * from the chain's `eth_gasPrice`: standard as is, fast +20 %, instant +50 %).
 *
 * @example
 * chainRoutes(app, ctx)
 */
export function chainRoutes(app: FastifyInstance, ctx: DataApiContext): void {
  app.get('/v1/supported-chains', async () => ({ http: [...[...ctx.chains.values()].map((c) => c.caip), ...(ctx.solana ? [ctx.solana.caip] : [])], ws: [] }))

  app.get('/v1/convert/gas-price', async (request) => {
    const q = request.query as Record<string, unknown>
    const ref = parseChainRef(q.chainId, 'chainId', true)
    const chain = ref?.evmId !== undefined ? ctx.chains.get(ref.evmId) : undefined
    if (!chain) throw HttpError.badRequest(ErrorText.gasPriceUnsupported, `${ErrorText.gasPriceUnsupported}: ${ref?.caip}`)
    let gasPrice: bigint
    try {
      gasPrice = await chain.client.getGasPrice()
    } catch (cause) {
      throw new HttpError(502, 'Chain Unavailable', `Chain ${chain.caip} did not answer: ${(cause as Error).message.split('\n')[0]}`)
    }
    return { standard: gasPrice.toString(), fast: ((gasPrice * 12n) / 10n).toString(), instant: ((gasPrice * 15n) / 10n).toString() }
  })
}
