// @vitest-environment jsdom
import { beforeEach, expect, it } from 'vitest'
import type { AirlockModal } from '../../host-sdk'
import { bindSolana, solanaOn } from './bindSolana'

const el = <T extends HTMLElement>(id: string) => document.querySelector<T>(`[data-testid="${id}"]`)!

beforeEach(() => {
  localStorage.clear()
  document.body.innerHTML = '<button data-testid="demo-solana-toggle"></button><p data-testid="demo-solana-state"></p><button data-testid="demo-solana-networks"></button>'
})

it('is off until turned on; turning it on or off is kept and reloads the page', () => {
  expect(solanaOn()).toBe(false)
  let reloads = 0
  bindSolana({} as AirlockModal, () => reloads++)
  expect(el('demo-solana-state').dataset.state).toBe('off')
  expect(el('demo-solana-networks').hidden).toBe(true)
  el('demo-solana-toggle').click()
  expect([solanaOn(), reloads]).toEqual([true, 1])

  document.body.innerHTML = '<button data-testid="demo-solana-toggle"></button><p data-testid="demo-solana-state"></p><button data-testid="demo-solana-networks"></button>'
  bindSolana({} as AirlockModal, () => reloads++)
  expect(el('demo-solana-toggle').textContent).toBe('Turn Solana off')
  expect(el('demo-solana-networks').hidden).toBe(false)
  el('demo-solana-toggle').click()
  expect([solanaOn(), reloads]).toEqual([false, 2])
})

it("opens the modal's network list from its button", () => {
  localStorage.setItem('airlock-demo-solana-on', '1')
  const opened: (string | undefined)[] = []
  bindSolana({ open: async (view?: string) => void opened.push(view) } as unknown as AirlockModal, () => undefined)
  el('demo-solana-networks').click()
  expect(opened).toEqual(['Networks'])
})
