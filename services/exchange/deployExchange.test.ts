import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPublicClient, createWalletClient, erc20Abi, http, parseEther, parseUnits, type Address } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { startAnvil, type AnvilChain } from '../chains/startAnvil'
import { testAccounts } from '../chains/testAccounts'
import { compileToken } from '../contracts/compileToken'
import { deployToken } from '../contracts/deployToken'
import { compileExchange } from './compileExchange'
import { deployExchange } from './deployExchange'
import { exchangeKeys } from './exchangeKeys'
import { marketAddresses } from './marketConfig'

const NATIVE = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'
const cacheDir = mkdtempSync(join(tmpdir(), 'airlock-solc-'))
let chain: AnvilChain
let ausd: Address
const artifacts = compileExchange({ cacheDir })
const abi = artifacts.exchange.abi
const trader = privateKeyToAccount(testAccounts[3]!.privateKey)

beforeAll(async () => {
  chain = await startAnvil({ chainId: 1, port: 18761 })
  ausd = (await deployToken({ rpcUrl: chain.rpcUrl })).address
}, 30_000)
afterAll(async () => {
  await chain?.stop()
  rmSync(cacheDir, { recursive: true, force: true })
})

const client = () => createPublicClient({ transport: http(chain.rpcUrl) })
const wallet = () => createWalletClient({ account: trader, chain: { id: 1, name: 'anvil', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [chain.rpcUrl] } } }, transport: http(chain.rpcUrl) })
const reserves = (token: Address) => client().readContract({ address: marketAddresses().exchange, abi, functionName: 'getReserves', args: [token] }) as Promise<readonly [bigint, bigint]>
const balance = (token: Address, who: Address) => client().readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [who] })

describe('the local exchange', () => {
  it('deploys at fixed addresses with both pools funded, and a second call reuses it', async () => {
    const first = await deployExchange({ rpcUrl: chain.rpcUrl, ausd, artifacts })
    expect(first).toEqual({ ...marketAddresses(), deployed: true })
    expect(await reserves(ausd)).toEqual([parseEther('100'), parseUnits('300000', 6)])
    expect(await reserves(first.aeur)).toEqual([parseEther('100'), parseUnits('277750', 18)])
    expect(await balance(first.aeur, testAccounts[4]!.address)).toBe(0n)
    expect(await balance(first.aeur, exchangeKeys.onrampTreasury.address)).toBe(parseUnits('10000000', 18))
    expect(await balance(ausd, exchangeKeys.onrampTreasury.address)).toBe(parseUnits('10000000', 6))
    expect(await deployExchange({ rpcUrl: chain.rpcUrl, ausd, artifacts })).toEqual({ ...first, deployed: false })
  })

  it('swaps ETH for AUSD at the constant-product price minus 0.3 %, moving both reserves', async () => {
    const [eth0, tok0] = await reserves(ausd)
    const amountIn = parseEther('1')
    const expected = (amountIn * 9970n * tok0) / (eth0 * 10000n + amountIn * 9970n)
    const quoted = await client().readContract({ address: marketAddresses().exchange, abi, functionName: 'getAmountOut', args: [NATIVE, ausd, amountIn] })
    expect(quoted).toBe(expected)
    expect(Number(expected) / 1e6).toBeGreaterThan(2950)
    expect(Number(expected) / 1e6).toBeLessThan(2962)
    const before = await balance(ausd, trader.address)
    const hash = await wallet().writeContract({ address: marketAddresses().exchange, abi, functionName: 'swap', args: [NATIVE, ausd, amountIn, expected, trader.address], value: amountIn })
    expect((await client().waitForTransactionReceipt({ hash })).status).toBe('success')
    expect(await balance(ausd, trader.address)).toBe(before + expected)
    expect(await reserves(ausd)).toEqual([eth0 + amountIn, tok0 - expected])
  })

  it('refuses a swap whose output fell under the minimum, and changes nothing', async () => {
    const [eth0, tok0] = await reserves(ausd)
    const amountIn = parseEther('1')
    const out = (await client().readContract({ address: marketAddresses().exchange, abi, functionName: 'getAmountOut', args: [NATIVE, ausd, amountIn] })) as bigint
    await expect(
      client().simulateContract({ account: trader, address: marketAddresses().exchange, abi, functionName: 'swap', args: [NATIVE, ausd, amountIn, out + 1n, trader.address], value: amountIn }),
    ).rejects.toThrow(/SlippageExceeded/)
    expect(await reserves(ausd)).toEqual([eth0, tok0])
  })

  it('swaps AUSD for AEUR through ETH after an approval; without the approval it reverts', async () => {
    const { exchange, aeur } = marketAddresses()
    const amountIn = parseUnits('1000', 6)
    // The exchange's ABI plus the token's errors, so the revert reason is decoded by name.
    const withTokenErrors = [...abi, ...compileToken({ cacheDir }).abi.filter((x) => x.type === 'error')]
    await expect(client().simulateContract({ account: trader, address: exchange, abi: withTokenErrors, functionName: 'swap', args: [ausd, aeur, amountIn, 0n, trader.address] })).rejects.toThrow(/InsufficientAllowance/)
    const approve = await wallet().writeContract({ address: ausd, abi: erc20Abi, functionName: 'approve', args: [exchange, amountIn] })
    await client().waitForTransactionReceipt({ hash: approve })
    const out = (await client().readContract({ address: exchange, abi, functionName: 'getAmountOut', args: [ausd, aeur, amountIn] })) as bigint
    // 1000 AUSD is about 926 AEUR at the starting 1.08, less two 0.3 % fees; the 1 ETH bought
    // with AUSD above made AUSD dearer in ETH by about 2 %, so it fetches a little more now.
    expect(Number(out) / 1e18).toBeGreaterThan(926)
    expect(Number(out) / 1e18).toBeLessThan(940)
    const before = await balance(aeur, trader.address)
    const hash = await wallet().writeContract({ address: exchange, abi, functionName: 'swap', args: [ausd, aeur, amountIn, out, trader.address] })
    expect((await client().waitForTransactionReceipt({ hash })).status).toBe('success')
    expect(await balance(aeur, trader.address)).toBe(before + out)
  })

  it('lets only the owner add liquidity', async () => {
    await expect(client().simulateContract({ account: trader, address: marketAddresses().exchange, abi, functionName: 'addLiquidity', args: [ausd, 1n], value: 1n })).rejects.toThrow(/NotOwner/)
  })
})
