import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPublicClient, createWalletClient, erc20Abi, http, maxUint256, parseEther, parseUnits, type Address, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { testAccounts } from '../fixtures/chains/testAccounts'
import { exchangeAbi } from './convert/readPools'
import { sendTx, startTestStack } from './testing/testHelpers'
import type { Stack } from '../stack'
import type { SwapQuote, SwapToken, SwapTransaction, SwapTransactionResponse } from '../../shared/swap/types'

/** Every field any convert answer has (each call reads its own). */
interface Body {
  error?: string
  message?: string
  tokens: SwapToken[]
  quotes: SwapQuote[]
  allowance: string
  tx: SwapTransaction
  minAmountOut: string
}

let stack: Stack
let cleanup: () => Promise<void>
const meKey = generatePrivateKey()
const me = privateKeyToAccount(meKey).address
const P = 'projectId=airlock-demo'
const ETH = 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
let AUSD: string
let AEUR: string

beforeAll(async () => {
  ;({ stack, cleanup } = await startTestStack(160))
  AUSD = `eip155:1:${stack.tokenAddress}`
  AEUR = `eip155:1:${stack.exchange.aeur}`
  await sendTx(stack.rpcUrls[1]!, testAccounts[6]!.privateKey, { to: me, value: parseEther('10') })
}, 60_000)
afterAll(async () => cleanup?.())

const get = async (url: string) => {
  const res = await stack.dataApi.inject({ method: 'GET', url: `${url}${url.includes('?') ? '&' : '?'}${P}` })
  return { status: res.statusCode, body: res.json() as Body }
}
const post = async (url: string, payload: Record<string, unknown>) => {
  const res = await stack.dataApi.inject({ method: 'POST', url, payload: { projectId: 'airlock-demo', ...payload } })
  return { status: res.statusCode, body: res.json() as Body }
}
const chain1 = () => createPublicClient({ transport: http(stack.rpcUrls[1]!) })
const reserves = (token: Address) => chain1().readContract({ address: stack.exchange.address, abi: exchangeAbi, functionName: 'getReserves', args: [token] })
/** Sends the built transaction as a wallet would, with the service's gas (no estimate, so a revert lands on chain). */
async function send(tx: SwapTransactionResponse['tx']): Promise<'success' | 'reverted'> {
  const chain = { id: 1, name: 'anvil-1', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [stack.rpcUrls[1]!] } } }
  const wallet = createWalletClient({ account: privateKeyToAccount(meKey), chain, transport: http(stack.rpcUrls[1]!) })
  const hash = await wallet.sendTransaction({ to: tx.to as Address, data: tx.data as Hex, value: BigInt(tx.value), gas: BigInt(tx.eip155.gas), gasPrice: BigInt(tx.eip155.gasPrice) })
  return (await chain1().waitForTransactionReceipt({ hash, pollingInterval: 20 })).status
}

describe('convert', () => {
  it('lists ETH and the pooled tokens with images and prices', async () => {
    const { status, body } = await get('/v1/convert/tokens?chainId=eip155:1')
    expect(status).toBe(200)
    expect(body.tokens.map((t) => [t.symbol, t.address, t.decimals, t.price])).toEqual([
      ['ETH', ETH, 18, 3000],
      ['AUSD', AUSD, 6, 1],
      ['AEUR', AEUR, 18, 1.08],
    ])
    for (const t of body.tokens) expect(t.logoUri).toMatch(/^data:image\/svg\+xml;base64,/)
  })

  it('refuses a network it does not swap on with the spec text', async () => {
    for (const chainId of ['eip155:42161', 'eip155:5', 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1']) {
      const { status, body } = await get(`/v1/convert/tokens?chainId=${chainId}`)
      expect([status, body.error]).toEqual([400, 'Network not supported for Swaps'])
    }
    const q = await get(`/v1/convert/quotes?amount=1&userAddress=${me}&from=eip155:42161:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee&to=eip155:42161:${stack.tokenAddress}`)
    expect([q.status, q.body.error]).toEqual([400, 'Network not supported for Swaps'])
  })

  it('quotes from the pools as the contract will pay, and either amount can be the given one', async () => {
    const amount = parseEther('0.5')
    const { body } = await get(`/v1/convert/quotes?amount=${amount}&userAddress=${me}&from=${ETH}&to=${AUSD}`)
    const quote = body.quotes[0]!
    const onChain = await chain1().readContract({ address: stack.exchange.address, abi: [...exchangeAbi, { type: 'function', name: 'getAmountOut', stateMutability: 'view', inputs: [{ type: 'address' }, { type: 'address' }, { type: 'uint256' }], outputs: [{ type: 'uint256' }] }], functionName: 'getAmountOut', args: ['0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE', stack.tokenAddress, amount] })
    expect(quote).toMatchObject({ fromAmount: amount.toString(), toAmount: onChain.toString(), fromAccount: ETH, toAccount: AUSD, fee: { amount: (amount * 30n / 10_000n).toString(), token: ETH } })
    expect(quote.priceImpact).toBeGreaterThan(0.4)
    expect(quote.priceImpact).toBeLessThan(0.6)
    const exact = await get(`/v1/convert/quotes?amount=${parseUnits('100', 6)}&userAddress=${me}&from=${ETH}&to=${AUSD}&exactOut=true`)
    expect(BigInt(exact.body.quotes[0]!.toAmount)).toBeGreaterThanOrEqual(parseUnits('100', 6))
    expect(Number(exact.body.quotes[0]!.fromAmount) / 1e18).toBeCloseTo(100 / 3000 / 0.997, 3)
    for (const bad of ['amount=0', 'amount=1.5', 'amount=-1']) {
      expect((await get(`/v1/convert/quotes?${bad}&userAddress=${me}&from=${ETH}&to=${AUSD}`)).status).toBe(400)
    }
    expect((await get(`/v1/convert/quotes?amount=1&userAddress=${me}&from=${ETH}&to=${ETH}`)).body.error).toBe('No Route')
    expect((await get(`/v1/convert/quotes?amount=1&userAddress=${me}&from=${ETH}&to=eip155:1:${testAccounts[3]!.address}`)).body.error).toBe('Unknown token')
  })

  it('swaps ETH → AUSD with the built transaction: the visitor gets at least the minimum and the reserves move', async () => {
    const amount = parseEther('1')
    const before = await reserves(stack.tokenAddress)
    const built = await post('/v1/convert/build-transaction', { amount: amount.toString(), eip155: { slippage: 1 }, from: ETH, to: AUSD, userAddress: me })
    expect(built.status).toBe(200)
    const { tx, minAmountOut } = built.body
    expect(tx).toMatchObject({ from: me, to: stack.exchange.address, value: amount.toString() })
    expect(BigInt(tx.eip155.gas)).toBeGreaterThan(21_000n)
    expect(await send(tx)).toBe('success')
    const got = await chain1().readContract({ address: stack.tokenAddress, abi: erc20Abi, functionName: 'balanceOf', args: [me] })
    expect(got).toBeGreaterThanOrEqual(BigInt(minAmountOut!))
    expect(BigInt(minAmountOut!)).toBe((got * 9900n) / 10_000n)
    expect(await reserves(stack.tokenAddress)).toEqual([before[0] + amount, before[1] - got])
  })

  it('AUSD → AEUR needs an allowance: build-approve sets exactly the amount, then the swap goes through', async () => {
    const amount = parseUnits('500', 6)
    const allowance = async () => (await get(`/v1/convert/allowance?tokenAddress=${AUSD}&userAddress=${me}`)).body.allowance
    expect(await allowance()).toBe('0')
    expect((await get(`/v1/convert/allowance?tokenAddress=${ETH}&userAddress=${me}`)).body.allowance).toBe(maxUint256.toString())
    const early = await post('/v1/convert/build-transaction', { amount: amount.toString(), eip155: { slippage: '0.5' }, from: AUSD, to: AEUR, userAddress: me })
    expect([early.status, early.body.message]).toEqual([400, 'error estimating gas: InsufficientAllowance'])
    const approve = await get(`/v1/convert/build-approve?userAddress=${me}&from=${AUSD}&to=${AEUR}&amount=${amount}`)
    expect(approve.body.tx).toMatchObject({ from: me, to: stack.tokenAddress, value: '0' })
    expect(await send(approve.body.tx)).toBe('success')
    expect(await allowance()).toBe(amount.toString())
    const built = await post('/v1/convert/build-transaction', { amount: amount.toString(), eip155: { slippage: '0.5' }, from: AUSD, to: AEUR, userAddress: me })
    expect(await send(built.body.tx)).toBe('success')
    const aeur = await chain1().readContract({ address: stack.exchange.aeur, abi: erc20Abi, functionName: 'balanceOf', args: [me] })
    expect(aeur).toBeGreaterThanOrEqual(BigInt(built.body.minAmountOut))
    expect(await allowance()).toBe('0')
  })

  it('a price that moved past the slippage makes the swap revert on chain and nothing moves', async () => {
    const amount = parseEther('1')
    const built = await post('/v1/convert/build-transaction', { amount: amount.toString(), eip155: { slippage: 0.1 }, from: ETH, to: AUSD, userAddress: me, disableEstimate: true })
    expect(built.body.tx.eip155.gas).toBe('120000')
    // Someone else buys first: the pool now pays less than the 0.1 % the visitor accepted.
    const other = await post('/v1/convert/build-transaction', { amount: parseEther('2').toString(), eip155: { slippage: 50 }, from: ETH, to: AUSD, userAddress: testAccounts[6]!.address })
    await sendTx(stack.rpcUrls[1]!, testAccounts[6]!.privateKey, { to: other.body.tx.to as Address, data: other.body.tx.data, value: parseEther('2') })
    const before = await reserves(stack.tokenAddress)
    expect(await send(built.body.tx)).toBe('reverted')
    expect(await reserves(stack.tokenAddress)).toEqual(before)
    for (const slippage of [0, 51, 'lots']) {
      expect((await post('/v1/convert/build-transaction', { amount: '1000', eip155: { slippage }, from: ETH, to: AUSD, userAddress: me })).body.error).toBe('Invalid slippage')
    }
  })
})
