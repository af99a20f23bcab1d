// @vitest-environment jsdom
import { beforeEach, expect, it } from 'vitest'
import type { AirlockModal } from '../../host-sdk'
import { bindSignIn, SIGN_IN_STATEMENT, signInOption } from './bindSignIn'

const ME = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const el = <T extends HTMLElement>(id: string) => document.querySelector<T>(`[data-testid="${id}"]`)!

function fakeModal() {
  const listeners: ((data: unknown) => void)[] = []
  const requests: string[] = []
  const modal = {
    provider: {
      on: (name: string, listener: (data: unknown) => void) => name === 'message' && listeners.push(listener),
      request: async ({ method }: { method: string }) => void requests.push(method),
    },
  } as unknown as AirlockModal
  return { modal, requests, emit: (data: unknown) => listeners.forEach((l) => l(data)) }
}

beforeEach(() => {
  localStorage.clear()
  document.body.innerHTML = ['demo-siwx-toggle', 'demo-siwx-signout'].map((id) => `<button data-testid="${id}"></button>`).join('') +
    ['demo-siwx-session', 'demo-siwx-result'].map((id) => `<output data-testid="${id}"></output>`).join('')
})

it('is off until turned on; turning it on or off is kept and reloads the page', () => {
  expect(signInOption()).toBeUndefined()
  let reloads = 0
  bindSignIn(fakeModal().modal, () => reloads++)
  expect(el('demo-siwx-session').textContent).toBe('Sign-in is off.')
  el('demo-siwx-toggle').click()
  expect(reloads).toBe(1)
  expect(signInOption()).toEqual({ statement: SIGN_IN_STATEMENT })
})

it('shows the session the provider reports and signs out through it', async () => {
  localStorage.setItem('airlock-demo-siwx-on', '1')
  const { modal, emit, requests } = fakeModal()
  bindSignIn(modal)
  expect(el<HTMLButtonElement>('demo-siwx-signout').disabled).toBe(true)
  emit({ type: 'airlock_siwx', data: { data: { accountAddress: ME }, message: 'm', signature: '0x' } })
  expect(el('demo-siwx-session').dataset.state).toBe('signed-in')
  expect(el('demo-siwx-session').textContent).toBe('Signed in as 0xf3…b92266.')
  emit({ type: 'other', data: null })
  expect(el('demo-siwx-session').dataset.state).toBe('signed-in')
  el('demo-siwx-signout').click()
  await new Promise((r) => setTimeout(r, 0))
  expect(requests).toEqual(['airlock_siwx_signOut'])
  expect(el('demo-siwx-session').dataset.state).toBe('signed-out')
})
