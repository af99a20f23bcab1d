import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { makeStore } from '../../app/makeStore'
import { NOTIFICATION_AUTO_CLOSE_MS, NOTIFICATION_NAVIGATION_GRACE_MS } from './addNotificationListeners'
import { viewPushed, wentBack } from '../router/routerSlice'
import { notificationRequested } from './notificationsSlice'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('notifications (swap rule, auto-close)', () => {
  it('shows a toast at once when none is open', async () => {
    const store = makeStore()
    store.dispatch(notificationRequested({ message: 'one', variant: 'success' }))
    await vi.advanceTimersByTimeAsync(0)
    expect(store.getState().notifications).toMatchObject({ open: true, message: 'one', variant: 'success' })
  })
  it('closes an open toast and shows the new one after exactly 150 ms', async () => {
    const store = makeStore()
    store.dispatch(notificationRequested({ message: 'one', variant: 'loading' }))
    await vi.advanceTimersByTimeAsync(0)
    store.dispatch(notificationRequested({ message: 'two', variant: 'error' }))
    await vi.advanceTimersByTimeAsync(0)
    expect(store.getState().notifications).toMatchObject({ open: false, message: 'one' })
    await vi.advanceTimersByTimeAsync(149)
    expect(store.getState().notifications.open).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(store.getState().notifications).toMatchObject({ open: true, message: 'two', variant: 'error' })
  })
  it('the newest of several quick requests wins', async () => {
    const store = makeStore()
    store.dispatch(notificationRequested({ message: 'one', variant: 'loading' }))
    await vi.advanceTimersByTimeAsync(0)
    store.dispatch(notificationRequested({ message: 'two', variant: 'success' }))
    await vi.advanceTimersByTimeAsync(50)
    store.dispatch(notificationRequested({ message: 'three', variant: 'success' }))
    await vi.advanceTimersByTimeAsync(200)
    expect(store.getState().notifications).toMatchObject({ open: true, message: 'three' })
  })
  it('success and error close by themselves; loading stays', async () => {
    const store = makeStore()
    store.dispatch(notificationRequested({ message: 'ok', variant: 'success' }))
    await vi.advanceTimersByTimeAsync(NOTIFICATION_AUTO_CLOSE_MS)
    expect(store.getState().notifications.open).toBe(false)
    store.dispatch(notificationRequested({ message: 'wait', variant: 'loading' }))
    await vi.advanceTimersByTimeAsync(NOTIFICATION_AUTO_CLOSE_MS * 4)
    expect(store.getState().notifications).toMatchObject({ open: true, message: 'wait', autoClose: false })
  })
  it('closes a toast when the visitor moves to another view, but not one raised with that move', async () => {
    const store = makeStore()
    store.dispatch(notificationRequested({ message: 'copied', variant: 'success' }))
    store.dispatch(viewPushed('AllWallets'))
    await vi.advanceTimersByTimeAsync(0)
    expect(store.getState().notifications).toMatchObject({ open: true, message: 'copied' })
    await vi.advanceTimersByTimeAsync(NOTIFICATION_NAVIGATION_GRACE_MS)
    store.dispatch(wentBack())
    expect(store.getState().notifications.open).toBe(false)
  })
  it('keeps a loading toast across navigation', async () => {
    const store = makeStore()
    store.dispatch(notificationRequested({ message: 'working', variant: 'loading' }))
    await vi.advanceTimersByTimeAsync(NOTIFICATION_NAVIGATION_GRACE_MS)
    store.dispatch(viewPushed('Networks'))
    expect(store.getState().notifications).toMatchObject({ open: true, message: 'working' })
  })
})
