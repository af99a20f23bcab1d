// @vitest-environment jsdom
import { beforeEach, expect, it } from 'vitest'
import type { AirlockModal, PublicState } from '../../host-sdk'
import { base, mainnet } from '../../host-sdk/networks'
import { UserRejectedRequestError } from '../../shared/errors/ProviderRpcError'
import { bindActions, SEND_VALUE, SIGN_MESSAGE } from './bindActions'
import { utf8ToHex } from './utf8ToHex'

const ME = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const calls: { method: string; params?: unknown }[] = []
let answer: () => Promise<unknown>
const connected: PublicState = { open: false, view: 'Account', loading: false, status: 'connected', address: ME, chainId: '0x1', accounts: [ME], themeMode: 'dark' }
const modal = {
  provider: { request: (args: { method: string; params?: unknown }) => (calls.push(args), answer()) },
  getState: () => ({ ...connected, status: 'disconnected', address: undefined, accounts: [] }),
} as unknown as AirlockModal

const el = <T extends HTMLElement>(id: string) => document.querySelector<T>(`[data-testid="${id}"]`)!
const settle = () => new Promise((r) => setTimeout(r, 0))

beforeEach(() => {
  calls.length = 0
  answer = async () => '0xresult'
  document.body.innerHTML = `
    <button data-testid="demo-sign"></button><output data-testid="demo-sign-result"></output>
    <select data-testid="demo-send-to"><option value="self">me</option><option value="second">2</option></select>
    <button data-testid="demo-send"></button><output data-testid="demo-send-result"></output>
    <button data-testid="demo-switch"></button><output data-testid="demo-switch-result"></output>
    <button data-testid="demo-request-accounts"></button><output data-testid="demo-request-accounts-result"></output>
    <p data-needs-account-hint>Connect first</p>`
})

it('keeps account actions disabled until connected and targets the other chain', () => {
  const actions = bindActions(modal, [mainnet, base], OTHER, () => undefined)
  expect(el<HTMLButtonElement>('demo-sign').disabled).toBe(true)
  expect(el<HTMLButtonElement>('demo-request-accounts').disabled).toBe(false)
  actions.update(connected)
  expect(el<HTMLButtonElement>('demo-sign').disabled).toBe(false)
  expect(el('demo-switch').textContent).toBe('Switch to Base')
  expect(document.querySelector<HTMLElement>('[data-needs-account-hint]')!.hidden).toBe(true)
  actions.update({ ...connected, chainId: '0x2105' })
  expect(el('demo-switch').textContent).toBe('Switch to Ethereum')
})

it('sends the documented requests and shows results', async () => {
  let sent = 0
  const actions = bindActions(modal, [mainnet, base], OTHER, () => sent++)
  actions.update(connected)
  el('demo-sign').click()
  await settle()
  expect(calls[0]).toEqual({ method: 'personal_sign', params: [utf8ToHex(SIGN_MESSAGE), ME] })
  expect(el('demo-sign-result').textContent).toBe('0xresult')
  el<HTMLSelectElement>('demo-send-to').value = 'second'
  el('demo-send').click()
  await settle()
  expect(calls[1]).toEqual({ method: 'eth_sendTransaction', params: [{ from: ME, to: OTHER, value: SEND_VALUE }] })
  expect(SEND_VALUE).toBe('0x38d7ea4c68000')
  expect(sent).toBe(1)
  answer = async () => null
  el('demo-switch').click()
  await settle()
  expect(calls[2]).toEqual({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2105' }] })
  expect(el('demo-switch-result').textContent).toBe('Switched to Base (8453)')
})

it('shows a rejection with its code', async () => {
  answer = async () => {
    throw new UserRejectedRequestError()
  }
  bindActions(modal, [mainnet, base], OTHER, () => undefined)
  el('demo-request-accounts').click()
  await settle()
  expect(el('demo-request-accounts-result').dataset.state).toBe('error')
  expect(el('demo-request-accounts-result').textContent).toMatch(/^Error 4001: /)
})
