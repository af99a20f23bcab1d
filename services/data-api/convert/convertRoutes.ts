import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { BaseError, decodeErrorResult, encodeFunctionData, erc20Abi, maxUint256, type Address, type Hex } from 'viem'
import { Constants } from '../../../shared/constants'
import { ErrorText } from '../../../shared/errors/messages'
import { NATIVE_TOKEN_ADDRESS, type SwapQuote, type SwapToken } from '../../../shared/swap/types'
import { priceOf, type ChainEntry } from '../internal/chainSet'
import type { DataApiContext } from '../internal/context'
import { HttpError } from '../internal/HttpError'
import { genericTokenIcon } from '../internal/icons'
import { parseAccount, parseChainRef, parseFlag } from '../internal/validate'
import { quoteSwap, SwapRouteError } from './quoteSwap'
import { exchangeAbi, readPools } from './readPools'

/** Gas the wallet gets when the caller asks for no estimate: enough for either route. */
const GAS = { approve: 60_000n, swap: 120_000n, swapTwoHops: 180_000n } as const

interface TokenRef {
  chain: ChainEntry
  /** null for the native currency. */
  address: Address | null
  caip: string
}

/** The contract error's name when the node gave its data (e.g. InsufficientAllowance), else the message's first line. */
function revertReason(cause: unknown): string {
  const withData = cause instanceof BaseError ? cause.walk((e) => typeof (e as { data?: unknown }).data === 'string') : null
  const data = (withData as { data?: Hex } | null)?.data
  if (data) {
    try {
      return decodeErrorResult({ abi: exchangeAbi, data }).errorName
    } catch {
      // Not one of the exchange's or the tokens' errors: fall back to the node's words.
    }
  }
  return (cause as Error).message.split('\n')[0] ?? 'reverted'
}

function one(raw: unknown, name: string): string {
  if (typeof raw !== 'string' || raw === '') throw HttpError.badRequest(`Invalid ${name}`, `'${name}' is required, once, as a string`)
  return raw
}

function parseAmount(raw: unknown, name = 'amount'): bigint {
  const value = typeof raw === 'number' && Number.isSafeInteger(raw) ? String(raw) : one(raw, name)
  if (!/^\d{1,78}$/.test(value) || BigInt(value) === 0n) throw HttpError.badRequest(`Invalid ${name}`, `'${name}' must be a whole number of base units above 0`)
  return BigInt(value)
}

function parseSlippage(raw: unknown): number {
  const value = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d{1,2}(\.\d{1,2})?$/.test(raw) ? Number(raw) : Number.NaN
  if (!(value > 0 && value <= 50)) throw HttpError.badRequest('Invalid slippage', "'eip155.slippage' must be a percentage above 0 and at most 50")
  return value
}

/**
 * The convert endpoints (docs/calls.md#data-api), answered from the local exchange's pools on the chain:
 * `GET /v1/convert/tokens`, `GET /v1/convert/quotes` (amount out, price impact, fee; `exactOut`
 * turns the amount into what is wanted), `GET /v1/convert/allowance`, `GET
 * /v1/convert/build-approve` and `POST /v1/convert/build-transaction` (with `eip155.slippage`,
 * the least accepted output, which the contract enforces). A chain that is not a swap chain (docs/constants.md#swaps),
 * not served, or without an exchange is a 400 'Network not supported for Swaps'.
 *
 * @example
 * convertRoutes(app, ctx)
 */
export function convertRoutes(app: FastifyInstance, ctx: DataApiContext): void {
  const swapChain = (evmId: number | undefined, caip: string): ChainEntry => {
    const chain = evmId === undefined ? undefined : ctx.chains.get(evmId)
    if (!chain || !ctx.exchange || !(Constants.swapChains as readonly number[]).includes(evmId!)) {
      throw HttpError.badRequest(ErrorText.swapsUnsupported, `${ErrorText.swapsUnsupported}: ${caip}`)
    }
    return chain
  }
  const tokenRef = (raw: unknown, name: string): TokenRef => {
    const account = parseAccount(one(raw, name), name)
    if (!account.chain || account.namespace !== 'eip155') throw HttpError.badRequest(`Invalid ${name}`, `'${name}' must be a CAIP-10 token address such as eip155:1:0x…`)
    const chain = swapChain(account.chain.evmId, account.chain.caip)
    const address = account.address.toLowerCase() === NATIVE_TOKEN_ADDRESS ? null : (account.address as Address)
    if (address && !chain.tokens.some((t) => t.address.toLowerCase() === address.toLowerCase())) {
      throw HttpError.badRequest('Unknown token', `${account.address} is not traded on ${chain.caip}`)
    }
    return { chain, address, caip: `${chain.caip}:${address ?? NATIVE_TOKEN_ADDRESS}` }
  }
  const pair = (q: Record<string, unknown>) => {
    const from = tokenRef(q.from, 'from')
    const to = tokenRef(q.to, 'to')
    if (from.chain !== to.chain) throw HttpError.badRequest('Invalid pair', "'from' and 'to' must be on the same chain")
    return { from, to, chain: from.chain }
  }
  const user = (raw: unknown): Address => {
    const account = parseAccount(one(raw, 'userAddress'), 'userAddress')
    if (account.namespace !== 'eip155') throw HttpError.badRequest('Invalid address', "'userAddress' must be an EVM address")
    return account.address as Address
  }
  const quote = async (chain: ChainEntry, from: TokenRef, to: TokenRef, amount: bigint, exactOut: boolean) => {
    const pools = await readPools(chain, ctx.exchange!)
    try {
      return quoteSwap({ pools, from: from.address, to: to.address, amount, exactOut })
    } catch (error) {
      if (error instanceof SwapRouteError) throw HttpError.badRequest('No Route', error.message)
      throw error
    }
  }
  const gasPrice = async (chain: ChainEntry): Promise<bigint> => {
    try {
      return await chain.client.getGasPrice()
    } catch (cause) {
      throw new HttpError(502, 'Chain Unavailable', `Chain ${chain.caip} did not answer: ${(cause as Error).message.split('\n')[0]}`)
    }
  }

  app.get('/v1/convert/tokens', async (request) => {
    const ref = parseChainRef((request.query as Record<string, unknown>).chainId, 'chainId', true)!
    const chain = swapChain(ref.evmId, ref.caip)
    const pools = await readPools(chain, ctx.exchange!)
    const tokens: SwapToken[] = [
      { name: chain.native.name, symbol: chain.native.symbol, address: `${chain.caip}:${NATIVE_TOKEN_ADDRESS}`, decimals: chain.native.decimals, logoUri: chain.native.iconUrl, price: priceOf(ctx.prices, chain.native.symbol) },
      ...chain.tokens
        .filter((t) => pools.has(t.address.toLowerCase()))
        .map((t) => ({ name: t.name, symbol: t.symbol, address: `${chain.caip}:${t.address}`, decimals: t.decimals, logoUri: t.iconUrl ?? genericTokenIcon, price: priceOf(ctx.prices, t.symbol) })),
    ]
    return { tokens }
  })

  app.get('/v1/convert/quotes', async (request) => {
    const q = request.query as Record<string, unknown>
    const { from, to, chain } = pair(q)
    const amount = parseAmount(q.amount)
    user(q.userAddress)
    if (q.gasPrice !== undefined) parseAmount(q.gasPrice, 'gasPrice')
    const math = await quote(chain, from, to, amount, parseFlag(q.exactOut, 'exactOut'))
    const result: SwapQuote = {
      id: randomUUID(),
      fromAmount: math.fromAmount.toString(),
      fromAccount: from.caip,
      toAmount: math.toAmount.toString(),
      toAccount: to.caip,
      priceImpact: math.priceImpact,
      fee: { amount: math.fee.toString(), token: from.caip },
      gasLimit: (math.hops === 2 ? GAS.swapTwoHops : GAS.swap).toString(),
    }
    return { quotes: [result] }
  })

  app.get('/v1/convert/allowance', async (request) => {
    const q = request.query as Record<string, unknown>
    const token = tokenRef(q.tokenAddress, 'tokenAddress')
    const owner = user(q.userAddress)
    // The native currency needs no approval: report it as unlimited.
    if (!token.address) return { allowance: maxUint256.toString() }
    try {
      const allowance = await token.chain.client.readContract({ address: token.address, abi: erc20Abi, functionName: 'allowance', args: [owner, ctx.exchange!] })
      return { allowance: allowance.toString() }
    } catch (cause) {
      throw new HttpError(502, 'Chain Unavailable', `Chain ${token.chain.caip} did not answer: ${(cause as Error).message.split('\n')[0]}`)
    }
  })

  app.get('/v1/convert/build-approve', async (request) => {
    const q = request.query as Record<string, unknown>
    const { from, chain } = pair(q)
    const owner = user(q.userAddress)
    if (!from.address) throw HttpError.badRequest('No Approval Needed', 'The native currency is sent with the swap and needs no approval')
    // With an amount the exchange may take just that much; without one, any amount (the call, docs/calls.md#data-api).
    const amount = q.amount === undefined ? maxUint256 : parseAmount(q.amount)
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [ctx.exchange!, amount] })
    return { tx: { from: owner, to: from.address, data, value: '0', eip155: { gas: GAS.approve.toString(), gasPrice: (await gasPrice(chain)).toString() } } }
  })

  app.post('/v1/convert/build-transaction', async (request) => {
    const body = request.body as Record<string, unknown> | null
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw HttpError.badRequest('Invalid body', 'body must be a JSON object')
    const { from, to, chain } = pair(body)
    const owner = user(body.userAddress)
    const amount = parseAmount(body.amount)
    const eip155 = body.eip155 as Record<string, unknown> | undefined
    const slippage = parseSlippage(eip155?.slippage ?? Constants.slippage)
    const math = await quote(chain, from, to, amount, false)
    const minAmountOut = (math.toAmount * BigInt(10_000 - Math.round(slippage * 100))) / 10_000n
    const native = from.address === null
    const data = encodeFunctionData({ abi: exchangeAbi, functionName: 'swap', args: [from.address ?? NATIVE_TOKEN_ADDRESS, to.address ?? NATIVE_TOKEN_ADDRESS, amount, minAmountOut, owner] })
    const value = native ? amount : 0n
    let gas = math.hops === 2 ? GAS.swapTwoHops : GAS.swap
    if (body.disableEstimate !== true) {
      try {
        // A fifth on top: the pools can move between now and the visitor's Approve.
        gas = ((await chain.client.estimateGas({ account: owner, to: ctx.exchange!, data, value })) * 12n) / 10n
      } catch (cause) {
        throw HttpError.badRequest('Estimate Failed', `error estimating gas: ${revertReason(cause)}`)
      }
    }
    return {
      tx: { from: owner, to: ctx.exchange!, data, value: value.toString(), eip155: { gas: gas.toString(), gasPrice: (await gasPrice(chain)).toString() } },
      minAmountOut: minAmountOut.toString(),
    }
  })
}
