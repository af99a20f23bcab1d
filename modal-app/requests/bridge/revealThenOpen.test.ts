import { describe, expect, it } from 'vitest'
import { accountUpdated } from '../../state/account/accountSlice'
import { approvalPushed } from '../../state/approvals/approvalsSlice'
import { modalClosed, modalOpened } from '../../state/modal/modalActions'
import { viewPushed } from '../../state/router/routerSlice'
import { makeStore } from '../../app/makeStore'
import { opensAsRendered, revealThenOpen } from './revealThenOpen'

const router = (store: ReturnType<typeof makeStore>) => {
  const { open, shown, history } = store.getState().router
  return { open, shown, views: history.map((e) => e.view) }
}

describe('opensAsRendered', () => {
  it('holds for a closed modal whose hidden start view the open keeps', () => {
    const store = makeStore()
    expect(opensAsRendered(store.getState(), {})).toBe(true)
    expect(opensAsRendered(store.getState(), { view: 'Connect' })).toBe(true)
  })

  it('fails when the open would show something else: another view, a waiting approval, or an open modal', () => {
    const store = makeStore()
    expect(opensAsRendered(store.getState(), { view: 'Networks' })).toBe(false)
    store.dispatch(modalOpened())
    expect(opensAsRendered(store.getState(), {})).toBe(false)

    const waiting = makeStore()
    waiting.dispatch(approvalPushed({ id: 'a1', shown: { view: 'ApproveTransaction', data: { approvalId: 'a1' } }, goBack: false, replace: false }))
    expect(opensAsRendered(waiting.getState(), {})).toBe(false)
  })

  it('holds whatever stack a closed flow left behind, and for the start view of a connected modal', () => {
    const store = makeStore()
    store.dispatch(modalOpened())
    store.dispatch(viewPushed('AllWallets'))
    store.dispatch(modalClosed())
    expect(opensAsRendered(store.getState(), {})).toBe(true)
    store.dispatch(accountUpdated({ namespace: 'eip155', address: '0x1111111111111111111111111111111111111111', status: 'connected' }))
    // Closed, the modal renders Account now; the open shows Account, alone.
    expect(opensAsRendered(store.getState(), {})).toBe(true)
    expect(opensAsRendered(store.getState(), { view: 'Connect' })).toBe(false)
  })
})

describe('revealThenOpen', () => {
  it('shows the card first and opens once that frame is made', async () => {
    const store = makeStore()
    const opening = revealThenOpen(store, {})
    expect(router(store)).toEqual({ open: false, shown: true, views: ['Connect'] })
    await opening
    expect(router(store)).toEqual({ open: true, shown: true, views: ['Connect'] })
  })

  it('reveals over a stack a closed flow left behind, and the open restarts it at the start view', async () => {
    const store = makeStore()
    store.dispatch(modalOpened())
    store.dispatch(viewPushed('AllWallets'))
    store.dispatch(modalClosed())
    const opening = revealThenOpen(store, {})
    expect(router(store)).toEqual({ open: false, shown: true, views: ['Connect', 'AllWallets'] })
    await opening
    expect(router(store)).toEqual({ open: true, shown: true, views: ['Connect'] })
  })

  it('stays closed when closed in that frame (Escape, the host close())', async () => {
    const store = makeStore()
    const opening = revealThenOpen(store, {})
    store.dispatch(modalClosed({ reason: 'host' }))
    await opening
    expect(router(store)).toEqual({ open: false, shown: false, views: ['Connect'] })
  })

  it('opens at once when the open shows another view than the rendered one', async () => {
    const store = makeStore()
    const opening = revealThenOpen(store, { view: 'Networks' })
    expect(router(store)).toEqual({ open: true, shown: true, views: ['Networks'] })
    await opening
  })
})
