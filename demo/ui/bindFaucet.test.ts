// @vitest-environment jsdom
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import type { AirlockModal, PublicState } from '../../host-sdk'
import { bindFaucet, FAUCET_AMOUNT } from './bindFaucet'

const ME = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const connected: PublicState = { open: false, view: 'Account', loading: false, status: 'connected', address: ME, chainId: '0x2105', accounts: [ME], themeMode: 'dark' }
const modal = { getState: () => ({ ...connected, status: 'disconnected', address: undefined, accounts: [] }) } as unknown as AirlockModal
const el = <T extends HTMLElement>(id: string) => document.querySelector<T>(`[data-testid="${id}"]`)!
const rpcUrls = { '1': 'http://127.0.0.1:8545', '8453': 'http://127.0.0.1:8546' }

beforeEach(() => {
  document.body.innerHTML = '<p data-testid="demo-faucet-hint">Get some first.</p><button data-testid="demo-faucet"></button><output data-testid="demo-faucet-result"></output>'
})
afterEach(() => vi.unstubAllGlobals())

it('sets 1 ETH on the active local chain for the connected address, then refreshes balances', async () => {
  const fetch = vi.fn(async () => new Response(JSON.stringify({ jsonrpc: '2.0', id: 1, result: null })))
  vi.stubGlobal('fetch', fetch)
  let refreshed = 0
  const faucet = bindFaucet(modal, rpcUrls, () => refreshed++)
  expect(el<HTMLButtonElement>('demo-faucet').disabled).toBe(true)
  faucet.update(connected)
  el('demo-faucet').click()
  await vi.waitFor(() => expect(el('demo-faucet-result').dataset.state).toBe('ok'))
  expect(fetch).toHaveBeenCalledWith('http://127.0.0.1:8546', expect.objectContaining({ method: 'POST' }))
  const body = JSON.parse(String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body))
  expect(body).toMatchObject({ method: 'anvil_setBalance', params: [ME, FAUCET_AMOUNT] })
  expect(refreshed).toBe(1)
})

it('shows the chain\'s error', async () => {
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ jsonrpc: '2.0', id: 1, error: { code: -32601, message: 'Method not found' } })))
  const faucet = bindFaucet(modal, rpcUrls, () => undefined)
  faucet.update(connected)
  el('demo-faucet').click()
  await vi.waitFor(() => expect(el('demo-faucet-result').dataset.state).toBe('error'))
  expect(el('demo-faucet-result').textContent).toContain('Method not found')
})

it('hides the "get some ETH first" hint while the account has ETH, and shows it for an empty or unknown balance', () => {
  const faucet = bindFaucet(modal, rpcUrls, () => undefined)
  expect(el('demo-faucet-hint').hidden).toBe(false)
  faucet.showBalance(10_000n * 10n ** 18n)
  expect(el('demo-faucet-hint').hidden).toBe(true)
  faucet.showBalance(0n)
  expect(el('demo-faucet-hint').hidden).toBe(false)
  faucet.showBalance(1n)
  faucet.showBalance(undefined)
  expect(el('demo-faucet-hint').hidden).toBe(false)
})
