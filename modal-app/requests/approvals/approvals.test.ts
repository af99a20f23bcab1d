import { describe, expect, it, vi } from 'vitest'
import { makeStore } from '../../app/makeStore'
import { modalClosed, modalOpened } from '../../state/modal/modalActions'
import { goBack } from '../../state/router/goBack'
import { viewPushed } from '../../state/router/routerSlice'
import { nextRouteAfterApproval } from './nextRouteAfterApproval'
import { requestApproval } from './requestApproval'
import { resolveApproval } from './resolveApproval'
import { approveThenForward } from './approveThenForward'

const views = (s: ReturnType<typeof makeStore>) => s.getState().router.history.map((e) => e.view)
const shown = { view: 'ApproveTransaction' as const }

describe('nextRouteAfterApproval', () => {
  const entry = { id: 'a', shown, goBack: false, replace: false }
  it('cancel always goes back', () => {
    expect(nextRouteAfterApproval({ ...entry, view: 'Account', replace: true }, 'cancel')).toEqual({ kind: 'goBack' })
  })
  it('success honours goBack, then replace, then view, else close', () => {
    expect(nextRouteAfterApproval({ ...entry, goBack: true, view: 'Account' }, 'success')).toEqual({ kind: 'goBack' })
    expect(nextRouteAfterApproval({ ...entry, replace: true, view: 'Account' }, 'success')).toEqual({ kind: 'replace', view: 'Account' })
    expect(nextRouteAfterApproval({ ...entry, view: 'Account' }, 'success')).toEqual({ kind: 'reset', view: 'Account' })
    expect(nextRouteAfterApproval(entry, 'success')).toEqual({ kind: 'close' })
  })
})

describe('pending-approval stack', () => {
  it('pushes the approval view on an open modal and goes back on cancel, running onCancel once', () => {
    const store = makeStore()
    store.dispatch(modalOpened())
    store.dispatch(viewPushed('Networks'))
    const onCancel = vi.fn()
    const id = store.dispatch(requestApproval({ shown, onCancel }))
    expect(views(store)).toEqual(['Connect', 'Networks', 'ApproveTransaction'])
    store.dispatch(resolveApproval(id, 'cancel'))
    store.dispatch(resolveApproval(id, 'cancel'))
    expect(views(store)).toEqual(['Connect', 'Networks'])
    expect(onCancel).toHaveBeenCalledTimes(1)
    expect(store.getState().approvals.stack).toEqual([])
  })
  it('opens a closed modal on the approval alone, so a success without options closes it', () => {
    const store = makeStore()
    const onSuccess = vi.fn()
    const id = store.dispatch(requestApproval({ shown, onSuccess }))
    expect(store.getState().router).toMatchObject({ open: true, history: [shown] })
    store.dispatch(resolveApproval(id, 'success'))
    expect(store.getState().router.open).toBe(false)
    expect(onSuccess).toHaveBeenCalledOnce()
  })
  it('replace swaps the current view and then its target view', () => {
    const store = makeStore()
    store.dispatch(modalOpened())
    const id = store.dispatch(requestApproval({ shown, replace: true, view: 'Networks' }))
    expect(views(store)).toEqual(['ApproveTransaction'])
    store.dispatch(resolveApproval(id, 'success'))
    expect(views(store)).toEqual(['Networks'])
  })
  it('closing the modal cancels every pending approval', () => {
    const store = makeStore()
    const a = vi.fn()
    const b = vi.fn()
    store.dispatch(requestApproval({ shown, onCancel: a }))
    store.dispatch(requestApproval({ shown: { view: 'SIWXSignMessage' }, onCancel: b }))
    store.dispatch(modalClosed())
    expect(a).toHaveBeenCalledOnce()
    expect(b).toHaveBeenCalledOnce()
    expect(store.getState().approvals.stack).toEqual([])
  })
})

describe('the approval on screen is the only one that can be decided', () => {
  it('Back on an approval rejects it instead of leaving it pending unseen', () => {
    const store = makeStore()
    store.dispatch(modalOpened())
    const onCancel = vi.fn()
    store.dispatch(requestApproval({ shown, onCancel }))
    store.dispatch(goBack())
    expect(onCancel).toHaveBeenCalledOnce()
    expect(store.getState().approvals.stack).toEqual([])
    expect(views(store)).toEqual(['Connect'])
  })
  it("the host's open(view) shows the waiting approval, never pushes it off screen", () => {
    const store = makeStore()
    const id = store.dispatch(requestApproval({ shown }))
    store.dispatch(modalOpened({ view: 'Networks' }))
    expect(store.getState().router.history).toEqual([{ view: 'ApproveTransaction', data: { approvalId: id } }])
  })
  it('requests wait in order behind the one on screen, and the next is shown when it is decided', () => {
    const store = makeStore()
    const first = store.dispatch(requestApproval({ shown }))
    const second = store.dispatch(requestApproval({ shown }))
    expect(store.getState().router.history.at(-1)?.data?.approvalId).toBe(first)
    store.dispatch(resolveApproval(first, 'success'))
    expect(store.getState().router).toMatchObject({ open: true, history: [{ view: 'ApproveTransaction', data: { approvalId: second } }] })
    store.dispatch(resolveApproval(second, 'cancel'))
    expect(store.getState().router.open).toBe(false)
  })
})

describe('approveThenForward and a flow reviewed in the modal', () => {
  const ask = { method: 'eth_sendTransaction', params: [{ to: '0x1' }], caipNetworkId: 'eip155:1', address: '0x2', goBack: true }
  it('forwards a request the modal built from a reviewed form at once, with no approval view', async () => {
    const store = makeStore()
    store.dispatch(modalOpened())
    const forward = vi.fn(async () => '0xhash')
    await expect(approveThenForward(store.dispatch, { ...ask, reviewedInModal: true }, forward)).resolves.toBe('0xhash')
    expect(forward).toHaveBeenCalledOnce()
    expect(store.getState().approvals.stack).toEqual([])
    expect(views(store)).toEqual(['Connect'])
  })
  it('anything but reviewedInModal === true still asks first', async () => {
    const store = makeStore()
    const forward = vi.fn(async () => '0xhash')
    const run = approveThenForward(store.dispatch, { ...ask, reviewedInModal: 'yes' as unknown as boolean }, forward)
    expect(store.getState().approvals.stack).toHaveLength(1)
    expect(forward).not.toHaveBeenCalled()
    store.dispatch(resolveApproval(store.getState().approvals.stack[0]!.id, 'cancel'))
    await expect(run).rejects.toMatchObject({ code: 4001 })
    expect(forward).not.toHaveBeenCalled()
  })
})
