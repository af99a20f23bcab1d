import type { FastifyInstance } from 'fastify'
import type { Address } from 'viem'
import type { DataApiContext } from '../internal/context'
import { HttpError } from '../internal/HttpError'
import { historyPage, parseCursor } from '../internal/historyPage'
import { onrampHistory } from '../onramp/onrampHistory'
import { readSolanaHistory } from '../internal/readSolanaHistory'
import { parseAccount, parseChainRef, parseShortText } from '../internal/validate'

/**
 * `GET /v1/account/:account/history?chainId&cursor&onramp`: native transfers and token
 * Transfer logs read from the chains, newest first, 10 per page, `next` cursor. With `onramp`
 * it lists the account's on-ramp purchases (operation type `buy`) the local provider delivered.
 *
 * @example
 * historyRoute(app, ctx)
 */
export function historyRoute(app: FastifyInstance, ctx: DataApiContext): void {
  app.get('/v1/account/:account/history', async (request) => {
    const q = request.query as Record<string, unknown>
    const cursor = parseCursor(q.cursor)
    const onramp = parseShortText(q.onramp, 'onramp')
    parseShortText(q.st, 'st')
    parseShortText(q.sv, 'sv')
    const account = parseAccount((request.params as { account: string }).account, 'account')
    const ref = parseChainRef(q.chainId, 'chainId') ?? account.chain
    if (ref && ref.namespace !== account.namespace) throw HttpError.badRequest('Invalid address', `account is not a ${ref.namespace} address`)
    if (onramp) return onrampHistory(ctx.storage, account.address, ref?.caip, ctx.prices)
    if (account.namespace === 'solana' && ctx.solana && (!ref || ref.caip === ctx.solana.caip)) {
      return { data: await readSolanaHistory(ctx.solana.rpcUrl, ctx.solana.caip, account.address, ctx.prices), next: null }
    }
    if (account.namespace !== 'eip155') return { data: [], next: null }
    const chains = ctx.chainsFor(ref)
    let sources
    try {
      sources = await Promise.all(chains.map(async (chain) => ({ chain, records: await ctx.history.get(chain.id)!.records() })))
    } catch (cause) {
      throw new HttpError(502, 'Chain Unavailable', `A chain did not answer: ${(cause as Error).message.split('\n')[0]}`)
    }
    return historyPage(sources, account.address as Address, ctx.prices, cursor)
  })
}
