import { hashTypedData, parseTransaction, recoverAddress, recoverMessageAddress, recoverTransactionAddress, type Hex, type TransactionSerialized } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import { testAccounts } from '../../services/fixtures/chains/testAccounts'
import { truncateAddress } from '../../shared/format/truncateAddress'
import { createDemoWallet, type DemoWalletOptions } from './createDemoWallet'
import type { WalletPrompt } from './WalletPrompt'

const account = testAccounts[0]!
const RPC = { '1': 'http://127.0.0.1:1/rpc', '8453': 'http://127.0.0.1:2/rpc' }

/** A tiny JSON-RPC node per URL: answers what viem asks while sending, records raw transactions. */
function fakeNode() {
  const raw: { url: string; tx: Hex }[] = []
  const methods: string[] = []
  const fetchFn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input)
    const body = JSON.parse(String(init?.body)) as { id: number; method: string; params: unknown[] }
    methods.push(body.method)
    const chainId = url.includes(':1/') ? '0x1' : '0x2105'
    const answers: Record<string, unknown> = {
      eth_chainId: chainId,
      eth_getTransactionCount: '0x7',
      eth_getBlockByNumber: { baseFeePerGas: '0x3b9aca00', number: '0x10', timestamp: '0x1', hash: `0x${'11'.repeat(32)}`, transactions: [] },
      eth_maxPriorityFeePerGas: '0x1',
      eth_estimateGas: '0x5208',
      eth_gasPrice: '0x3b9aca00',
      eth_blockNumber: '0x10',
    }
    if (body.method === 'eth_sendRawTransaction') raw.push({ url, tx: body.params[0] as Hex })
    const result = body.method === 'eth_sendRawTransaction' ? `0x${'ab'.repeat(32)}` : answers[body.method]
    const payload = result === undefined ? { jsonrpc: '2.0', id: body.id, error: { code: -32601, message: 'nope' } } : { jsonrpc: '2.0', id: body.id, result }
    return new Response(JSON.stringify(payload), { headers: { 'content-type': 'application/json' } })
  })
  return { fetchFn: fetchFn as unknown as typeof fetch, raw, methods }
}

function memoryStorage() {
  const map = new Map<string, string>()
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) }
}

function wallet(answer: boolean | ((p: WalletPrompt) => boolean), extra: Partial<DemoWalletOptions> = {}) {
  const prompts: WalletPrompt[] = []
  const node = fakeNode()
  const provider = createDemoWallet({
    privateKey: account.privateKey,
    rpcUrls: RPC,
    chainNames: { '1': 'Ethereum', '8453': 'Base' },
    ask: async (p) => {
      prompts.push(p)
      return typeof answer === 'function' ? answer(p) : answer
    },
    storage: memoryStorage(),
    origin: 'http://127.0.0.1:5173',
    fetchFn: node.fetchFn,
    ...extra,
  })
  return { provider, prompts, node }
}

describe('createDemoWallet', () => {
  it('asks before connecting and answers 4001 when the visitor rejects, without exposing the account', async () => {
    const { provider, prompts } = wallet(false)
    await expect(provider.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' })
    expect(prompts).toEqual([{ kind: 'connect', origin: 'http://127.0.0.1:5173', details: [{ label: 'Account', value: truncateAddress(account.address) }, { label: 'Network', value: 'Ethereum (1)' }] }])
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
    await expect(provider.request({ method: 'personal_sign', params: ['0x68', account.address] })).rejects.toMatchObject({ code: 4100 })
  })

  it('connects once approved, keeps the connection in storage, and signs a message that recovers to its address', async () => {
    const storage = memoryStorage()
    const { provider, prompts } = wallet(true, { storage })
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([account.address])
    const signature = (await provider.request({ method: 'personal_sign', params: ['0x48656c6c6f', account.address] })) as Hex
    expect(prompts.map((p) => p.kind)).toEqual(['connect', 'sign'])
    expect(prompts[1]!.details).toEqual([{ label: 'Message', value: 'Hello' }])
    expect(await recoverMessageAddress({ message: 'Hello', signature })).toBe(account.address)
    // A reload: a new wallet on the same storage is still connected and asks nothing.
    const again = wallet(true, { storage })
    expect(await again.provider.request({ method: 'eth_accounts' })).toEqual([account.address])
    expect(await again.provider.request({ method: 'eth_requestAccounts' })).toEqual([account.address])
    expect(again.prompts).toEqual([])
  })

  it('a rejected signature signs nothing', async () => {
    const { provider } = wallet((p) => p.kind === 'connect')
    await provider.request({ method: 'eth_requestAccounts' })
    await expect(provider.request({ method: 'personal_sign', params: ['0x68', account.address] })).rejects.toMatchObject({ code: 4001 })
  })

  it('sends a signed transaction to the current chain after the visitor approved amount and recipient', async () => {
    const { provider, prompts, node } = wallet(true)
    await provider.request({ method: 'eth_requestAccounts' })
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2105' }] })
    const to = testAccounts[1]!.address
    const hash = await provider.request({ method: 'eth_sendTransaction', params: [{ from: account.address, to, value: '0x38d7ea4c68000' }] })
    expect(hash).toBe(`0x${'ab'.repeat(32)}`)
    expect(prompts[1]).toEqual({
      kind: 'send',
      origin: 'http://127.0.0.1:5173',
      details: [{ label: 'Send', value: '0.001 ETH' }, { label: 'To', value: to }, { label: 'Network', value: 'Base (8453)' }],
    })
    expect(node.raw).toHaveLength(1)
    expect(node.raw[0]!.url).toBe(RPC['8453'])
    const tx = parseTransaction(node.raw[0]!.tx)
    expect(tx).toMatchObject({ chainId: 8453, to: to.toLowerCase(), value: 10n ** 15n, nonce: 7 })
    expect(await recoverTransactionAddress({ serializedTransaction: node.raw[0]!.tx as TransactionSerialized })).toBe(account.address)
  })

  it('switches between its chains without a prompt, emits chainChanged, and answers 4902 for a chain it does not know until added', async () => {
    const { provider, prompts } = wallet(true)
    const changed: unknown[] = []
    provider.on('chainChanged', (id) => changed.push(id))
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2105' }] })
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x2105')
    expect(changed).toEqual(['0x2105'])
    await expect(provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0xa' }] })).rejects.toMatchObject({ code: 4902 })
    await provider.request({ method: 'wallet_addEthereumChain', params: [{ chainId: '0xa', chainName: 'OP', rpcUrls: ['http://127.0.0.1:3/rpc'] }] })
    expect(prompts.map((p) => p.kind)).toEqual(['addChain'])
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0xa' }] })
    expect(changed).toEqual(['0x2105', '0xa'])
  })

  it('signs typed data that recovers to its address, and refuses eth_sign', async () => {
    const { provider } = wallet(true)
    await provider.request({ method: 'eth_requestAccounts' })
    const typed = { domain: { name: 'Demo', chainId: 1 }, types: { Mail: [{ name: 'body', type: 'string' }] }, primaryType: 'Mail', message: { body: 'hi' } }
    const signature = (await provider.request({ method: 'eth_signTypedData_v4', params: [account.address, JSON.stringify(typed)] })) as Hex
    expect(await recoverAddress({ hash: hashTypedData(typed as never), signature })).toBe(account.address)
    await expect(provider.request({ method: 'eth_sign', params: [account.address, '0x00'] })).rejects.toMatchObject({ code: 4200 })
  })
})
