import type { FastifyInstance } from 'fastify'
import type { Address } from 'viem'
import type { DataApiContext } from '../internal/context'
import { HttpError } from '../internal/HttpError'
import { priceOf, readBalances } from '../internal/chainSet'
import { genericTokenIcon } from '../internal/icons'
import { readSolanaBalances } from '../internal/readSolanaBalances'
import { bitcoinNetworkKind } from '../../../shared/bitcoin/bitcoinNetworkKind'
import { polkadot } from '../../../shared/networks/networks'
import { parseAccount, parseChainRef, parseCurrency, parseFlag, parseShortText } from '../internal/validate'

/** The placeholder address that names a chain's native currency in price requests. */
export const NATIVE_PLACEHOLDER = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/**
 * `GET /v1/account/:address/balance` (native and token balances read from the chain, shape (docs/entities.md#tokens);
 * SOL and SPL tokens from the Solana chain for a Solana address)
 * and `POST /v1/fungible/price` (prices of CAIP-10 token addresses from the price table; BTC for a
 * Bitcoin network's native placeholder, DOT for the Polkadot relay chain's).
 * Balances are read fresh on every call: one batched round trip per chain is fast enough on
 * loopback, so there is no cache that `forceUpdate` would have to bypass.
 *
 * @example
 * balanceRoutes(app, ctx)
 */
export function balanceRoutes(app: FastifyInstance, ctx: DataApiContext): void {
  app.get('/v1/account/:address/balance', async (request) => {
    const q = request.query as Record<string, unknown>
    parseCurrency(q.currency)
    parseFlag(q.forceUpdate, 'forceUpdate')
    parseShortText(q.st, 'st')
    parseShortText(q.sv, 'sv')
    const account = parseAccount((request.params as { address: string }).address)
    const ref = parseChainRef(q.chainId, 'chainId') ?? account.chain
    if (ref && ref.namespace !== account.namespace) throw HttpError.badRequest('Invalid address', `address is not a ${ref.namespace} address`)
    if (account.namespace === 'solana') {
      // The local Solana chain (devnet's genesis): balances for it, or for no chain named.
      const solana = ctx.solana
      if (!solana || (ref && ref.caip !== solana.caip)) return { balances: [] }
      return { balances: await readSolanaBalances(solana.rpcUrl, solana.caip, account.address, ctx.prices) }
    }
    if (account.namespace !== 'eip155') return { balances: [] }
    const chains = ctx.chainsFor(ref)
    const lists = await Promise.all(chains.map((c) => readBalances(c, account.address as Address, ctx.prices)))
    return { balances: lists.flat() }
  })

  app.post('/v1/fungible/price', async (request) => {
    const body = request.body as Record<string, unknown> | null
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw HttpError.badRequest('Invalid body', 'body must be a JSON object')
    parseCurrency(body.currency)
    const addresses = body.addresses
    if (!Array.isArray(addresses) || addresses.length > 100) throw HttpError.badRequest('Invalid addresses', 'addresses must be a list of at most 100 CAIP-10 addresses')
    const fungibles = addresses.map((raw, i) => {
      if (typeof raw !== 'string') throw HttpError.badRequest('Invalid addresses', `addresses[${i}] must be a string`)
      // Bitcoin's one currency, on the networks Airlock knows (bip122:<genesis>:<native placeholder>).
      const bitcoin = /^(bip122:[0-9a-f]{32}):(.+)$/.exec(raw)
      if (bitcoin) return bitcoinNetworkKind(bitcoin[1]) && bitcoin[2]!.toLowerCase() === NATIVE_PLACEHOLDER ? { name: 'Bitcoin', symbol: 'BTC', iconUrl: genericTokenIcon, price: priceOf(ctx.prices, 'BTC') } : undefined
      // DOT, the Polkadot relay chain's currency (polkadot:<genesis>:<native placeholder>); a test network's has no price.
      if (raw.startsWith('polkadot:')) return raw.toLowerCase() === `${polkadot.caipNetworkId}:${NATIVE_PLACEHOLDER}` ? { name: 'Polkadot', symbol: 'DOT', iconUrl: genericTokenIcon, price: priceOf(ctx.prices, 'DOT') } : undefined
      const account = parseAccount(raw, `addresses[${i}]`)
      if (!account.chain) throw HttpError.badRequest('Invalid addresses', `addresses[${i}] must be CAIP-10 (eip155:1:0x…)`)
      const chain = account.chain.evmId !== undefined ? ctx.chains.get(account.chain.evmId) : undefined
      if (!chain) return undefined
      if (account.address.toLowerCase() === NATIVE_PLACEHOLDER) {
        return { name: chain.native.name, symbol: chain.native.symbol, iconUrl: chain.native.iconUrl, price: priceOf(ctx.prices, chain.native.symbol) }
      }
      const token = chain.tokens.find((t) => t.address === account.address)
      return token && { name: token.name, symbol: token.symbol, iconUrl: token.iconUrl ?? genericTokenIcon, price: priceOf(ctx.prices, token.symbol) }
    })
    return { fungibles: fungibles.filter((f) => f !== undefined) }
  })
}
