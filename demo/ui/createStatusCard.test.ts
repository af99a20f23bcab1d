// @vitest-environment jsdom
import { beforeEach, expect, it } from 'vitest'
import type { AirlockModal, PublicState } from '../../host-sdk'
import { base, mainnet } from '../../host-sdk/networks'
import { BALANCE_UNAVAILABLE, createStatusCard, MODAL_REFRESH_DELAY_MS } from './createStatusCard'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const calls: { method: string; params?: unknown }[] = []

// A provider answering like anvil would: 10,000 ETH and 2,500 AUSD.
const modal = {
  provider: {
    request: async (args: { method: string; params?: unknown }) => {
      calls.push(args)
      return args.method === 'eth_getBalance' ? '0x21e19e0c9bab2400000' : '0x' + (2_500_000_000n).toString(16).padStart(64, '0')
    },
  },
} as unknown as AirlockModal

const state = (patch: Partial<PublicState>): PublicState => ({ open: false, view: 'Connect', loading: false, status: 'disconnected', accounts: [], themeMode: 'dark', ...patch })
const text = (id: string) => document.querySelector(`[data-testid="${id}"]`)!.textContent

beforeEach(() => {
  calls.length = 0
  document.body.innerHTML = ['demo-status', 'demo-address', 'demo-chain', 'demo-balance', 'demo-token-balance']
    .map((id) => `<span data-testid="${id}"></span>`)
    .join('') + '<button data-testid="demo-connect"></button>'
})

it('shows a connected account, its chain and balances read through the provider', async () => {
  const card = createStatusCard(modal, [mainnet, base], TOKEN)
  card.update(state({ status: 'connected', address: ADDRESS, chainId: '0x2105', accounts: [ADDRESS] }))
  expect(text('demo-status')).toBe('Connected')
  expect(text('demo-address')).toBe(ADDRESS)
  expect(text('demo-chain')).toBe('Base (8453)')
  expect(text('demo-connect')).toBe('0xf3…b92266')
  await new Promise((r) => setTimeout(r, 0))
  expect(text('demo-balance')).toBe('10,000.0000 ETH')
  expect(text('demo-token-balance')).toBe('2,500.00 AUSD')
  expect(calls[0]).toEqual({ method: 'eth_getBalance', params: [ADDRESS, 'latest'] })
  expect(calls[1]).toEqual({ method: 'eth_call', params: [{ to: TOKEN, data: '0x70a08231' + ADDRESS.slice(2).toLowerCase().padStart(64, '0') }, 'latest'] })
})

it('reads balances only when the account or chain changed, and clears them on disconnect', async () => {
  const card = createStatusCard(modal, [mainnet, base], TOKEN)
  const connected = state({ status: 'connected', address: ADDRESS, chainId: '0x1', accounts: [ADDRESS] })
  card.update(connected)
  card.update({ ...connected, open: true })
  await new Promise((r) => setTimeout(r, 0))
  expect(calls).toHaveLength(2)
  card.update(state({ chainId: '0x1' }))
  expect(text('demo-status')).toBe('Not connected')
  expect(text('demo-balance')).toBe('—')
  expect(text('demo-connect')).toBe('Connect wallet')
})

it('reads the balances again, keeping the figures shown, once the modal changes view or closes (a send or swap made in it)', async () => {
  const heard: (bigint | undefined)[] = []
  const card = createStatusCard(modal, [mainnet, base], TOKEN, (wei) => heard.push(wei))
  const connected = state({ status: 'connected', address: ADDRESS, chainId: '0x1', accounts: [ADDRESS], view: 'Account' })
  card.update(connected)
  await new Promise((r) => setTimeout(r, 0))
  expect(calls).toHaveLength(2)
  expect(heard).toEqual([10_000n * 10n ** 18n])
  card.update({ ...connected, open: true, view: 'Send' })
  card.update({ ...connected, open: true, view: 'SendReview' })
  card.update({ ...connected, open: true, view: 'Account' })
  // Nothing is blanked while it reads again, and a burst of views is one read.
  expect(text('demo-balance')).toBe('10,000.0000 ETH')
  await new Promise((r) => setTimeout(r, MODAL_REFRESH_DELAY_MS + 50))
  expect(calls).toHaveLength(4)
  card.update({ ...connected, open: false, view: 'Account' })
  await new Promise((r) => setTimeout(r, MODAL_REFRESH_DELAY_MS + 50))
  expect(calls).toHaveLength(6)
  card.update(state({ chainId: '0x1' }))
  expect(heard.at(-1)).toBeUndefined()
})

it('shows a short reason, not the raw RPC error, when the balance can not be read', async () => {
  const failing = { provider: { request: async () => Promise.reject(Object.assign(new Error('Internal JSON-RPC error.'), { code: -32603 })) } } as unknown as AirlockModal
  const warn = console.warn
  const warned: unknown[] = []
  console.warn = (...args: unknown[]) => void warned.push(args)
  try {
    const card = createStatusCard(failing, [mainnet, base], TOKEN)
    card.update(state({ status: 'connected', address: ADDRESS, chainId: '0x1', accounts: [ADDRESS] }))
    await new Promise((r) => setTimeout(r, 0))
  } finally {
    console.warn = warn
  }
  expect(text('demo-balance')).toBe(BALANCE_UNAVAILABLE)
  expect(text('demo-balance')).not.toMatch(/-32603|JSON-RPC/)
  expect(JSON.stringify(warned)).toContain('-32603')
})
