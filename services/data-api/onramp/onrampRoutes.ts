import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { Address, Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { DEFAULT_ONRAMP_OPTIONS } from '../../../shared/onramp/defaultOnrampOptions'
import type { FiatCurrency, OnrampOptions, OnrampPurchaseCurrency, PaymentMethod } from '../../../shared/onramp/types'
import type { CheckoutStatus, StoredCheckout } from '../../fixtures/storage/Storage'
import type { ChainEntry } from '../internal/chainSet'
import type { DataApiContext } from '../internal/context'
import type { OnrampServiceOptions } from '../types'
import { HttpError } from '../internal/HttpError'
import { publicUrlOf } from '../internal/publicUrlOf'
import { parseAccount } from '../internal/validate'
import { cardProblem } from './cardCheck'
import { ONRAMP_NAMESPACE, type OnrampPurchase } from './onrampHistory'
import { OnrampQuoteError, quoteOnramp } from './onrampQuote'
import { checkoutPage, resultPage, SELF_CLOSE_SCRIPT_SRC, type PageSession } from './providerPage'
import { DELIVERIES_NAMESPACE, resumeDelivery, type DeliveryRecord } from './resumeDelivery'
import { sendDelivery } from './sendDelivery'

/** the pay chain names (docs/constants.md#chains) for the chains the local stack may run. */
const NETWORK_NAMES: Readonly<Record<number, string>> = { 1: 'ethereum', 8453: 'base', 42161: 'arbitrum', 10: 'optimism', 137: 'polygon', 43114: 'avalanche-c-chain' }
const PROVIDER_NAMES = { card: 'Airlock Card', aggregator: 'Airlock Ramp' } as const
/** A checkout link is good for this long. */
const SESSION_MS = 30 * 60_000
/** Open checkouts at most: a caller looping on the generator cannot grow the table without end. */
export const MAX_OPEN_CHECKOUTS = 10_000

/** What a checkout keeps in the store (`storage.checkouts`), read by whichever instance serves its page. */
interface CheckoutDetails extends Omit<PageSession, 'id'> {
  chainId: number
  token: { address: Address | null; decimals: number }
}

/** A live checkout as a page and a delivery need it: its details, id and chain. */
interface Session extends PageSession, CheckoutDetails {
  chain: ChainEntry
}

const FIAT = new Set(['USD', 'EUR'])

function fiat(raw: unknown): FiatCurrency {
  if (typeof raw !== 'string' || !FIAT.has(raw)) throw HttpError.badRequest('Invalid paymentCurrency', 'paymentCurrency must be USD or EUR')
  return raw as FiatCurrency
}
function method(raw: unknown): PaymentMethod {
  if (raw === undefined) return 'card'
  if (raw !== 'card' && raw !== 'bank') throw HttpError.badRequest('Invalid paymentMethod', 'paymentMethod must be card or bank')
  return raw
}
function body(raw: unknown): Record<string, unknown> {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw HttpError.badRequest('Invalid body', 'body must be a JSON object')
  return raw as Record<string, unknown>
}

/**
 * The on-ramp endpoints (docs/calls.md#data-api) and the local provider they hand off to: `GET /v1/onramp/options`
 * (providers, currencies and limits (docs/constants.md#on-ramp-limits), the tokens for sale per network), `POST
 * /v1/onramp/quote` (fee, subtotal, total, purchaseAmount, quoteId), `POST
 * /v1/generators/onrampurl` (a checkout link for one purchase to one address), and the
 * provider's own pages: `GET /onramp/buy` (checkout with a test card) and `POST /onramp/pay`,
 * which on a good card transfers the tokens from the provider's treasury on the local chain.
 * Checkouts live in the service's store (`storage.checkouts`), so a link made by one instance is
 * paid at any, and a payment posted to two instances at once is delivered once: the one that
 * moves the checkout from pending to paying delivers, the other answers 409. The sent transaction
 * is kept with the checkout, so one whose instance died or lost the receipt is finished (or
 * reopened) from the chain at the next visit, at any instance (`resumeDelivery`).
 *
 * @example
 * onrampRoutes(app, ctx, { treasuryKey })
 */
export function onrampRoutes(app: FastifyInstance, ctx: DataApiContext, service: OnrampServiceOptions | undefined): void {
  const forSale = (): OnrampPurchaseCurrency[] => {
    const eth = DEFAULT_ONRAMP_OPTIONS.purchaseCurrencies[0]!
    const chains = [...ctx.chains.values()].filter((c) => NETWORK_NAMES[c.id])
    const tokens = [...new Map(ctx.tokens.map((t) => [t.symbol, t])).values()]
    return [
      { ...eth, iconUrl: chains[0]?.native.iconUrl ?? eth.iconUrl, networks: chains.map((c) => ({ name: NETWORK_NAMES[c.id]!, chainId: String(c.id), contractAddress: null })) },
      ...tokens.map((t) => ({
        id: t.symbol,
        name: t.name,
        symbol: t.symbol,
        decimals: t.decimals,
        iconUrl: t.iconUrl ?? eth.iconUrl,
        networks: chains.flatMap((c) => c.tokens.filter((x) => x.symbol === t.symbol).map((x) => ({ name: NETWORK_NAMES[c.id]!, chainId: String(c.id), contractAddress: x.address }))),
      })),
    ]
  }
  const chainOf = (network: unknown): ChainEntry => {
    const entry = Object.entries(NETWORK_NAMES).find(([, name]) => name === network)
    const chain = entry ? ctx.chains.get(Number(entry[0])) : undefined
    if (!chain) throw HttpError.badRequest('Invalid network', `network must be one of ${[...ctx.chains.keys()].map((id) => NETWORK_NAMES[id]).filter(Boolean).join(', ')}`)
    return chain
  }
  const quote = (b: Record<string, unknown>, quoteId: string) => {
    try {
      return quoteOnramp({ amount: String(b.amount ?? ''), paymentCurrency: fiat(b.paymentCurrency), purchaseCurrency: String(b.purchaseCurrency ?? ''), method: method(b.paymentMethod), prices: ctx.prices, quoteId })
    } catch (error) {
      if (error instanceof OnrampQuoteError) throw new HttpError(400, error.code === 'OUT_OF_LIMITS' ? 'Amount Out Of Limits' : 'Invalid Purchase', error.message)
      throw error
    }
  }

  app.get('/v1/onramp/options', async (): Promise<OnrampOptions> => ({ ...DEFAULT_ONRAMP_OPTIONS, purchaseCurrencies: forSale() }))

  app.post('/v1/onramp/quote', async (request) => {
    const b = body(request.body)
    chainOf(b.network)
    return quote(b, randomUUID())
  })

  app.post('/v1/generators/onrampurl', async (request) => {
    if (!service) throw new HttpError(503, 'On-ramp Unavailable', 'This service has no on-ramp provider configured')
    const b = body(request.body)
    const wallet = (Array.isArray(b.destinationWallets) ? b.destinationWallets[0] : undefined) as { address?: unknown; blockchains?: unknown; assets?: unknown } | undefined
    if (!wallet || !Array.isArray(wallet.blockchains) || !Array.isArray(wallet.assets)) throw HttpError.badRequest('Invalid destinationWallets', 'destinationWallets needs one wallet with address, blockchains and assets')
    const account = parseAccount(wallet.address, 'destinationWallets[0].address')
    if (account.namespace !== 'eip155') throw HttpError.badRequest('Invalid address', 'the local provider delivers on EVM chains only')
    const network = typeof b.defaultNetwork === 'string' ? b.defaultNetwork : wallet.blockchains[0]
    const chain = chainOf(network)
    const asset = String(wallet.assets[0] ?? '')
    const currency = forSale().find((c) => c.symbol === asset && c.networks.some((n) => n.chainId === String(chain.id)))
    if (!currency) throw HttpError.badRequest('Invalid Purchase', `${asset.slice(0, 16)} is not sold on ${String(network)}`)
    if (typeof b.presetFiatAmount !== 'number') throw HttpError.badRequest('Invalid presetFiatAmount', 'presetFiatAmount must be a number')
    const q = quote({ amount: b.presetFiatAmount.toFixed(2).replace(/\.00$/, ''), paymentCurrency: b.fiatCurrency ?? 'USD', purchaseCurrency: asset, paymentMethod: b.paymentMethod }, 'checkout')
    const provider = b.provider === 'aggregator' ? 'aggregator' : 'card'
    const id = randomUUID()
    const token = currency.networks.find((n) => n.chainId === String(chain.id))!.contractAddress as Address | null
    const details: CheckoutDetails = {
      chainId: chain.id, address: account.address, network: String(network), asset, cryptoAmount: q.purchaseAmount.amount, fiatAmount: q.total.amount, fiatCurrency: q.total.currency,
      provider: PROVIDER_NAMES[provider], token: { address: token, decimals: currency.decimals },
    }
    const now = Date.now()
    if (!(await ctx.storage.checkouts.open(id, details, now + SESSION_MS, now, MAX_OPEN_CHECKOUTS))) throw new HttpError(429, 'Too Many Requests', 'Too many open checkouts; try again later')
    return { url: `${publicUrlOf(ctx, request)}/onramp/buy?session=${id}` }
  })

  // The provider's pages are opened by the visitor's browser as a top-level window: no project.
  app.register(async (pages) => {
    pages.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, raw, done) => done(null, Object.fromEntries(new URLSearchParams(String(raw)))))
    pages.addHook('onSend', async (_request, reply) => {
      reply.header('content-security-policy', `default-src 'none'; style-src 'unsafe-inline'; script-src ${SELF_CLOSE_SCRIPT_SRC}; form-action 'self'; frame-ancestors 'none'`)
      reply.header('cache-control', 'no-store')
    })
    // A link to a chain this instance does not serve is as dead as an expired one.
    const session = (stored: StoredCheckout<CheckoutDetails> | undefined): (Session & { status: CheckoutStatus }) | undefined => {
      const chain = stored && ctx.chains.get(stored.details.chainId)
      return stored && chain ? { ...stored.details, id: stored.id, chain, status: stored.status } : undefined
    }
    const live = async (id: unknown) => (typeof id === 'string' && id.length <= 64 ? session(await ctx.storage.checkouts.get<CheckoutDetails>(id, Date.now())) : undefined)
    /** The purchase first: a checkout marked paid always has its history entry. Whoever records it (twice at once too) records the same. */
    const recordPaid = async (s: Session, hash: Hex): Promise<void> => {
      const sold = forSale().find((c) => c.symbol === s.asset)
      const purchase: OnrampPurchase = {
        address: s.address, caip: s.chain.caip, hash, asset: s.asset, name: sold?.name ?? s.asset, iconUrl: sold?.iconUrl ?? '', cryptoAmount: s.cryptoAmount,
        fiatAmount: s.fiatAmount, fiatCurrency: s.fiatCurrency, provider: s.provider, treasury: privateKeyToAccount(service!.treasuryKey).address, at: Date.now(),
      }
      await ctx.storage.kv.set(ONRAMP_NAMESPACE, hash, purchase)
      await ctx.storage.checkouts.settle(s.id, 'paid')
      await ctx.storage.kv.delete(DELIVERIES_NAMESPACE, s.id)
    }
    /** The checkout's status, after finishing or reopening a delivery that may have lost its instance (`resumeDelivery`). */
    const statusOf = async (s: Session & { status: CheckoutStatus }): Promise<CheckoutStatus> =>
      s.status === 'paying' ? resumeDelivery(ctx, s, (hash) => recordPaid(s, hash)) : s.status
    pages.get('/onramp/buy', { config: { projectGuard: false } }, async (request, reply) => {
      const s = await live((request.query as Record<string, unknown>).session)
      reply.type('text/html')
      if (!s) return reply.code(404).send(resultPage('failed', 'This checkout link has expired'))
      if ((await statusOf(s)) !== 'pending') return reply.send(resultPage('done', 'This purchase is already paid'))
      return reply.send(checkoutPage(s))
    })
    pages.post('/onramp/pay', { config: { projectGuard: false } }, async (request, reply) => {
      const form = (request.body ?? {}) as Record<string, string>
      const s = await live(form.session)
      reply.type('text/html')
      if (!s) return reply.code(404).send(resultPage('failed', 'This checkout link has expired'))
      if ((await statusOf(s)) !== 'pending') return reply.code(409).send(resultPage('done', 'This purchase is already paid'))
      const problem = cardProblem(form, new Date())
      if (problem) return reply.code(402).send(checkoutPage(s, problem))
      // The one conditional step that lets this instance deliver: a second payment of the same
      // checkout, here or at another instance, finds it paying and is refused. The delivery record
      // first (kept if one exists: a racer must not wipe the winner's sent transaction), so a
      // claim whose instance dies before sending is known to be dead later (`resumeDelivery`).
      await ctx.storage.kv.update<DeliveryRecord>(DELIVERIES_NAMESPACE, s.id, (record) => record ?? { claimedAt: Date.now() })
      if (!(await ctx.storage.checkouts.claim(s.id, Date.now()))) return reply.code(409).send(resultPage('done', 'This purchase is already paid'))
      let hash: Hex
      try {
        hash = await sendDelivery(ctx, s, service!.treasuryKey)
      } catch (cause) {
        // Nothing was sent: the checkout may be paid again.
        await ctx.storage.kv.delete(DELIVERIES_NAMESPACE, s.id)
        await ctx.storage.checkouts.settle(s.id, 'pending')
        throw new HttpError(502, 'Delivery Failed', `The tokens could not be sent: ${(cause as Error).message.split('\n')[0]}`)
      }
      const receipt = await s.chain.client.waitForTransactionReceipt({ hash, pollingInterval: 50 }).catch(() => null)
      // Sent, not seen mined: the checkout stays paying, and the next visit at any instance finishes it from the chain.
      if (!receipt) throw new HttpError(502, 'Delivery Pending', `The tokens were sent (transaction ${hash}) and are not confirmed yet; reopen this checkout link to see the purchase complete`)
      if (receipt.status !== 'success') {
        await ctx.storage.kv.delete(DELIVERIES_NAMESPACE, s.id)
        await ctx.storage.checkouts.settle(s.id, 'pending')
        throw new HttpError(502, 'Delivery Failed', `The tokens could not be sent: delivery ${hash} reverted`)
      }
      await recordPaid(s, hash)
      return reply.send(resultPage('done', 'Payment complete', `${s.cryptoAmount} ${s.asset} sent to ${s.address} (transaction ${hash})`))
    })
  })
}
