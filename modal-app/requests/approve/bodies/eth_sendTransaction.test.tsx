// @vitest-environment jsdom
import { act } from 'react'
import { formatUnits, parseTransaction, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { mainnet } from '../../../../shared/networks'
import { NO_OPERATOR_ENDPOINTS, OPERATOR_FEATURES, type FeatureAllowance } from '../../../../shared/dataApi/projectSettings'
import { makeStore } from '../../../app/makeStore'
import { hostOriginProven, operatorSettingsReceived, optionsReceived } from '../../../state/options/optionsSlice'
import { preloadApprovalBodies } from '../../../testing/preloadApprovalBodies'
import { renderInStore } from '../../../testing/renderInStore'
import { answerEmbeddedRequest, type ChainCall } from '../../../wallets/embedded/internal/answerEmbeddedRequest'
import { requestApproval } from '../../approvals/requestApproval'
import { fillTransactionFee } from '../../methods/internal/fillTransactionFee'
import ApproveTransactionView from '../views/ApproveTransactionView'

const account = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
const TO = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const RPC = 'http://127.0.0.1:6545/'
const GWEI = 1_000_000_000n

/** An EIP-1559 chain (base fee 10 gwei, tip 1.5 gwei, plain transfer 21,000 gas), recording what is sent. */
function chain() {
  const sent: Hex[] = []
  const call: ChainCall = async (method, params) => {
    if (method === 'eth_getTransactionCount') return '0x7'
    if (method === 'eth_estimateGas') return '0x5208'
    if (method === 'eth_getBlockByNumber') return { number: '0x1', baseFeePerGas: `0x${(10n * GWEI).toString(16)}` }
    if (method === 'eth_gasPrice') return `0x${(12n * GWEI).toString(16)}`
    if (method === 'eth_maxPriorityFeePerGas') return `0x${(15n * GWEI / 10n).toString(16)}`
    if (method === 'eth_sendRawTransaction') return sent.push(params[0] as Hex), '0xhash'
    throw new Error(method)
  }
  return { call, sent }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

/**
 * The approval of `tx` from the embedded account as the RPC router shows it: filled in from the
 * chain first (`fillTransactionFee`, reads answered by `call`); gives the request the wallet gets.
 */
async function approval(request: Record<string, string>, call: ChainCall) {
  const [tx] = await fillTransactionFee([request], call, account.address).catch(() => [request])
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    if (url !== RPC) return new Response('{}', { status: 404 })
    const body = JSON.parse(String(init?.body)) as { id: number; method: string; params: unknown[] }
    return Response.json({ jsonrpc: '2.0', id: body.id, result: await call(body.method, body.params) })
  })
  const store = makeStore()
  store.dispatch(operatorSettingsReceived({ analytics: false, features: Object.fromEntries(OPERATOR_FEATURES.map((f) => [f, true])) as FeatureAllowance, endpoints: { ...NO_OPERATOR_ENDPOINTS, rpcUrls: { [mainnet.caipNetworkId]: [RPC] } } }))
  store.dispatch(optionsReceived({ projectId: 'p', networks: [mainnet] }))
  store.dispatch(hostOriginProven('http://127.0.0.1:15173'))
  const data = { method: 'eth_sendTransaction', params: [tx], caipNetworkId: mainnet.caipNetworkId, address: account.address }
  store.dispatch(requestApproval({ shown: { view: 'ApproveTransaction' }, request: data }))
  const { q } = renderInStore(<ApproveTransactionView />, store)
  // The fee's chain reads answer.
  await act(async () => {
    for (let i = 0; i < 10; i++) await new Promise((resolve) => setTimeout(resolve, 0))
  })
  const text = (id: string) => q(id)?.textContent ?? null
  return { text, sent: tx as Record<string, string> }
}

const sign = (tx: Record<string, string>, call: ChainCall) => answerEmbeddedRequest({ account: () => account, chainId: () => 1, chain: call }, { method: 'eth_sendTransaction', params: [tx] })
const eth = (wei: bigint) => `${formatUnits(wei, 18)} ETH`

describe('eth_sendTransaction approval: the fee shown is the fee the embedded key signs', () => {
  beforeAll(preloadApprovalBodies)

  it('attacker: a 50,000 gwei gas price without a gas limit shows its 1.05 ETH max fee, the price and limit the key signs', async () => {
    const tx = { from: account.address, to: TO, value: '0x1', gasPrice: `0x${(50_000n * GWEI).toString(16)}` }
    const { call, sent } = chain()
    const { text, sent: forwarded } = await approval(tx, call)
    await sign(forwarded, call)
    const signed = parseTransaction(sent[0]!)
    expect(signed.type).toBe('legacy')
    expect(signed.gasPrice).toBe(50_000n * GWEI)
    expect(text('airlock-approve-gas-price')).toBe(`${formatUnits(signed.gasPrice!, 9)} gwei`)
    expect(text('airlock-approve-gas')).toBe(signed.gas!.toString())
    expect(text('airlock-approve-fee')).toBe(eth(signed.gas! * signed.gasPrice!))
    expect(text('airlock-approve-fee')).toBe('1.05 ETH')
    // The summary's fee is that max fee, never the standard price's estimate.
    expect(text('airlock-approve-network-fee')).toBe('1.05 ETH')
  })

  it('attacker: a small maxFeePerGas beside a huge gasPrice is refused (-32602), shown as refused, and nothing is signed', async () => {
    const tx = { from: account.address, to: TO, value: '0x1', gas: '0x5208', maxFeePerGas: `0x${GWEI.toString(16)}`, gasPrice: `0x${(50_000n * GWEI).toString(16)}` }
    const { call, sent } = chain()
    const { text, sent: forwarded } = await approval(tx, call)
    await expect(sign(forwarded, call)).rejects.toMatchObject({ code: -32602 })
    expect(sent).toEqual([])
    expect(text('airlock-approve-fee')).toBe('Refused: both a gas price and EIP-1559 fees are set')
    expect(text('airlock-approve-gas-price')).toBe('50000 gwei')
    expect(text('airlock-approve-max-fee-per-gas')).toBe('1 gwei')
    expect(text('airlock-approve-network-fee')).not.toMatch(/0\.000021/)
  })

  it('attacker: a huge tip without a cap shows the max fee per gas and max fee the key signs', async () => {
    const tx = { from: account.address, to: TO, value: '0x1', maxPriorityFeePerGas: `0x${(50_000n * GWEI).toString(16)}` }
    const { call, sent } = chain()
    const { text, sent: forwarded } = await approval(tx, call)
    await sign(forwarded, call)
    const signed = parseTransaction(sent[0]!)
    expect(signed.type).toBe('eip1559')
    expect(text('airlock-approve-max-fee-per-gas')).toBe(`${formatUnits(signed.maxFeePerGas!, 9)} gwei`)
    expect(text('airlock-approve-priority-fee')).toBe(`${formatUnits(signed.maxPriorityFeePerGas!, 9)} gwei`)
    expect(text('airlock-approve-fee')).toBe(eth(signed.gas! * signed.maxFeePerGas!))
    expect(text('airlock-approve-network-fee')).toBe(eth(signed.gas! * signed.maxFeePerGas!))
  })

  it('attacker: a call whose estimate and base fee move after the approval is signed with the limit and caps shown, not a second reading', async () => {
    // The dapp's contract burns little gas while the approval reads and much once it is approved
    // (a flag its own transaction flips); the base fee doubles in between.
    const tx = { from: account.address, to: TO, value: '0x1', maxPriorityFeePerGas: `0x${(1000n * GWEI).toString(16)}` }
    const { call: calm, sent } = chain()
    let approved = false
    const call: ChainCall = async (method, params) => {
      if (approved && method === 'eth_estimateGas') return `0x${(2_000_000n).toString(16)}`
      if (approved && method === 'eth_getBlockByNumber') return { number: '0x2', baseFeePerGas: `0x${(20n * GWEI).toString(16)}` }
      return calm(method, params)
    }
    const { text, sent: forwarded } = await approval(tx, call)
    approved = true
    await sign(forwarded, call)
    const signed = parseTransaction(sent[0]!)
    expect(signed).toMatchObject({ type: 'eip1559', gas: 21_000n, maxFeePerGas: 1020n * GWEI, maxPriorityFeePerGas: 1000n * GWEI })
    expect(text('airlock-approve-gas')).toBe('21000')
    expect(text('airlock-approve-fee')).toBe(eth(21_000n * 1020n * GWEI))
  })

  it("a dapp's gas limit and EIP-1559 caps are shown and signed as they came", async () => {
    const tx = { from: account.address, to: TO, value: '0x1', gas: '0x7530', maxFeePerGas: `0x${(30n * GWEI).toString(16)}`, maxPriorityFeePerGas: `0x${(2n * GWEI).toString(16)}` }
    const { call, sent } = chain()
    const { text, sent: forwarded } = await approval(tx, call)
    await sign(forwarded, call)
    const signed = parseTransaction(sent[0]!)
    expect(signed).toMatchObject({ type: 'eip1559', gas: 30_000n, maxFeePerGas: 30n * GWEI, maxPriorityFeePerGas: 2n * GWEI })
    expect(text('airlock-approve-fee')).toBe(eth(30_000n * 30n * GWEI))
    expect(text('airlock-approve-max-fee-per-gas')).toBe('30 gwei')
  })
})
