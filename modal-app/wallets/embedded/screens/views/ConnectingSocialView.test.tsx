// @vitest-environment jsdom
import axe from 'axe-core'
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ErrorText } from '../../../../../shared/errors/messages'
import { makeStore } from '../../../../app/makeStore'
import { renderInStore } from '../../../../testing/renderInStore'
import { connectRetried } from '../../../../state/connection/connectActions'
import { modalOpened } from '../../../../state/modal/modalActions'
import { viewDataChanged, viewPushed } from '../../../../state/router/routerSlice'
import ConnectingSocialView from './ConnectingSocialView'

let container: HTMLElement
afterEach(() => {
})

function setup(provider = 'github') {
  const store = makeStore()
  store.dispatch(modalOpened({}))
  store.dispatch(viewPushed({ view: 'ConnectingSocial', data: { provider, connectorId: 'embedded', since: 1 } }))
  const seen: string[] = []
  const dispatch = store.dispatch
  const spy = vi.fn((action: Parameters<typeof dispatch>[0]) => {
    if (typeof action === 'object' && action && 'type' in action) seen.push(String(action.type))
    return dispatch(action)
  })
  const rendered = renderInStore(<ConnectingSocialView />, { ...store, dispatch: spy as typeof dispatch })
  container = rendered.container
  const q = rendered.q
  const fail = (data: Record<string, string | null>) => act(() => void store.dispatch(viewDataChanged({ failedAt: 2, ...data })))
  return { store, q, fail, seen }
}

async function violations() {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } })
  return result.violations.map((v) => v.id)
}

describe('ConnectingSocialView', () => {
  it("shows the provider's icon and name and 'Continue in the popup' while the visitor signs in", async () => {
    const { q } = setup('github')
    expect(q('airlock-connecting-social')?.dataset.state).toBe('waiting')
    expect(container.textContent).toContain('GitHub')
    expect(q('airlock-connecting-title')?.textContent).toBe('Continue in the popup')
    expect(q('airlock-social-try-again')).toBeNull()
    expect(await violations()).toEqual([])
  })

  it('a blocked popup says so and offers Try again, which retries within its own click', async () => {
    const { q, fail, seen } = setup('google')
    fail({ state: 'failed', message: ErrorText.popupBlocked, reason: 'POPUP_BLOCKED' })
    expect(q('airlock-connecting-social')?.dataset.state).toBe('blocked')
    expect(q('airlock-connecting-title')?.textContent).toBe('The sign-in window was blocked')
    const retry = q('airlock-social-try-again')!
    expect(document.activeElement).toBe(retry)
    expect(await violations()).toEqual([])
    act(() => retry.click())
    // Dispatched synchronously in the click handler: the connector opens the new popup there.
    expect(seen).toContain(connectRetried.type)
  })

  it('a closed popup (4001) and a failed sign-in each say why', () => {
    const { q, fail } = setup('x')
    fail({ state: 'rejected', message: 'User rejected the request.', reason: null })
    expect(q('airlock-connecting-title')?.textContent).toBe('Sign-in cancelled')
    expect(q('airlock-connecting-error')?.textContent).toContain('X window was closed')
    fail({ state: 'failed', message: 'Sign-in failed. Please try again.', reason: 'SIGN_IN_FAILED' })
    expect(q('airlock-connecting-social')?.dataset.state).toBe('failed')
    expect(q('airlock-connecting-error')?.textContent).toBe('Sign-in failed. Please try again.')
    expect(q('airlock-social-try-again')).not.toBeNull()
  })
})
