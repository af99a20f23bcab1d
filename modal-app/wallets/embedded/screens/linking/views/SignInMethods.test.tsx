// @vitest-environment jsdom
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mainnet } from '../../../../../../shared/networks'
import { makeStore } from '../../../../../app/makeStore'
import type { ConnectorHub } from '../../../../Connector'
import { bindHub } from '../../../../hubAccess'
import { renderInStore } from '../../../../../testing/renderInStore'
import { modalOpened } from '../../../../../state/modal/modalActions'
import { optionsReceived } from '../../../../../state/options/optionsSlice'
import { viewsReset } from '../../../../../state/router/routerSlice'
import type { EmbeddedConnector } from '../../../EmbeddedConnector'
import { secondFactorAsk, type SecondFactorAsk } from '../../../secondFactor/secondFactorAsk'
import SignInMethods from './SignInMethods'

function setup() {
  const user = { id: 'email:me@example.test', email: 'me@example.test', provider: 'email' }
  const embedded = {
    id: 'embedded',
    submitEmailCode: vi.fn(),
    prepare: vi.fn(async () => undefined),
    authSession: () => ({ client: () => ({}), current: () => ({ snapshot: () => ({ user }), sessionToken: () => 't'.repeat(43) }) }),
  } as unknown as EmbeddedConnector
  const store = makeStore()
  store.dispatch(optionsReceived({ projectId: 'p', networks: [mainnet], features: { email: true } }))
  bindHub(store, { connectors: [embedded] } as unknown as ConnectorHub)
  store.dispatch(modalOpened())
  store.dispatch(viewsReset('Account'))
  const rendered = renderInStore(<SignInMethods />, store)
  const flush = () => act(async () => void (await new Promise((resolve) => setTimeout(resolve, 0))))
  return { ...rendered, flush }
}

function ask(kind: SecondFactorAsk['kind']) {
  return { kind, submit: vi.fn(async () => undefined), cancel: vi.fn<() => void>() } satisfies SecondFactorAsk
}

describe('SignInMethods', () => {
  afterEach(() => {
    const left = secondFactorAsk.current()
    if (left) secondFactorAsk.close(left)
  })

  it('shows the second factor’s code step in place of the methods while a link or unlink waits for it, and leaving cancels it', async () => {
    const { q, flush, unmount } = setup()
    act(() => q<HTMLButtonElement>('airlock-linking-toggle')!.click())
    await flush()
    // The section's content: the methods, the ways to link one, its notices.
    const content = q('airlock-linking-notice')!.parentElement!
    expect(content.hidden).toBe(false)
    expect(content.style.display).toBe('')
    const waiting = ask('signInMethods')
    act(() => secondFactorAsk.open(waiting))
    const step = q('airlock-second-factor-ask')!
    expect(step.getAttribute('data-kind')).toBe('signInMethods')
    expect(step.textContent).toContain('To change how you sign in, enter the code from your authenticator app.')
    // The content stays mounted (a link in flight goes on) but out of sight and out of reach.
    expect(content.isConnected).toBe(true)
    expect(content.hidden).toBe(true)
    expect(content.style.display).toBe('none')
    act(() => q<HTMLButtonElement>('airlock-second-factor-cancel')!.click())
    expect(waiting.cancel).toHaveBeenCalledTimes(1)

    const left = ask('signInMethods')
    act(() => secondFactorAsk.open(left))
    unmount()
    expect(left.cancel).toHaveBeenCalledTimes(1)
  })

  it('leaves another action’s code step (a send’s) to its own view', async () => {
    const { q, flush, unmount } = setup()
    act(() => q<HTMLButtonElement>('airlock-linking-toggle')!.click())
    await flush()
    const send = ask('send')
    act(() => secondFactorAsk.open(send))
    expect(q('airlock-second-factor-ask')).toBeNull()
    unmount()
    expect(send.cancel).not.toHaveBeenCalled()
  })
})
