import { describe, expect, it } from 'vitest'
import { accountUpdated } from '../account/accountSlice'
import { approvalPushed } from '../approvals/approvalsSlice'
import { modalClosed, modalOpened, modalPrimed, modalRevealed } from '../modal/modalActions'
import { viewPushed } from './routerSlice'
import { makeStore } from '../../app/makeStore'
import { opensAsRendered } from './opensAsRendered'
import { selectIsPrimed } from './selectIsPrimed'

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

describe('selectIsPrimed', () => {
  it('holds only once the host confirmed its curtain, and never while the card is shown', () => {
    const store = makeStore()
    expect(selectIsPrimed(store.getState())).toBe(false)
    store.dispatch(modalPrimed())
    expect(selectIsPrimed(store.getState())).toBe(true)
    store.dispatch(modalRevealed())
    expect(selectIsPrimed(store.getState())).toBe(false)
    store.dispatch(modalOpened())
    store.dispatch(modalPrimed())
    expect(selectIsPrimed(store.getState())).toBe(false)
  })

  it('drops on close, until the host confirms its curtain again', () => {
    const store = makeStore()
    store.dispatch(modalPrimed())
    store.dispatch(modalOpened())
    store.dispatch(modalClosed())
    expect(selectIsPrimed(store.getState())).toBe(false)
    store.dispatch(modalPrimed())
    expect(selectIsPrimed(store.getState())).toBe(true)
  })

  it('fails while what is painted is not what the open shows (an approval waiting)', () => {
    const store = makeStore()
    store.dispatch(modalPrimed())
    store.dispatch(approvalPushed({ id: 'a1', shown: { view: 'ApproveTransaction', data: { approvalId: 'a1' } }, goBack: false, replace: false }))
    expect(selectIsPrimed(store.getState())).toBe(false)
  })
})
