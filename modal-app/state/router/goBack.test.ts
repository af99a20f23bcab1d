// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { makeStore } from '../../app/makeStore'
import { modalClosed, modalOpened } from '../modal/modalActions'
import { goBack } from './goBack'
import { viewPushed } from './routerSlice'

function openOn(...views: Array<'AllWallets' | 'ConnectingFarcaster' | 'ConnectingExternal'>) {
  const store = makeStore()
  store.dispatch(modalOpened({}))
  for (const view of views) store.dispatch(viewPushed(view))
  return store
}
const views = (store: ReturnType<typeof makeStore>) => store.getState().router.history.map((e) => e.view)

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('goBack', () => {
  it('steps back at once from any other view', () => {
    const store = openOn('ConnectingExternal')
    store.dispatch(goBack())
    expect(views(store)).toEqual(['Connect'])
  })

  it('steps back from ConnectingFarcaster after the 100 ms delay', () => {
    const store = openOn('ConnectingFarcaster')
    store.dispatch(goBack())
    vi.advanceTimersByTime(99)
    expect(views(store)).toEqual(['Connect', 'ConnectingFarcaster'])
    vi.advanceTimersByTime(1)
    expect(views(store)).toEqual(['Connect'])
  })

  it('a second press within the delay steps back once, not twice', () => {
    const store = openOn('AllWallets', 'ConnectingFarcaster')
    store.dispatch(goBack())
    store.dispatch(goBack())
    vi.advanceTimersByTime(100)
    expect(views(store)).toEqual(['Connect', 'AllWallets'])
    expect(store.getState().router.open).toBe(true)
  })

  it('does nothing late when the modal closed during the delay', () => {
    const store = openOn('ConnectingFarcaster')
    store.dispatch(goBack())
    store.dispatch(modalClosed({ reason: 'user' }))
    store.dispatch(modalOpened({}))
    store.dispatch(viewPushed('AllWallets'))
    vi.advanceTimersByTime(100)
    expect(views(store)).toEqual(['Connect', 'AllWallets'])
  })
})
