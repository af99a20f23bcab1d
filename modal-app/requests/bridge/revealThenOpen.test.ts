import { describe, expect, it } from 'vitest'
import { modalClosed, modalOpened, modalPrimed } from '../../state/modal/modalActions'
import { viewPushed } from '../../state/router/routerSlice'
import { makeStore } from '../../app/makeStore'
import { revealThenOpen } from './revealThenOpen'

const router = (store: ReturnType<typeof makeStore>) => {
  const { open, shown, history } = store.getState().router
  return { open, shown, views: history.map((e) => e.view) }
}

describe('revealThenOpen', () => {
  it('opens a primed card at once: the host already has it on screen', async () => {
    const store = makeStore()
    store.dispatch(modalPrimed())
    const opening = revealThenOpen(store, {})
    expect(router(store)).toEqual({ open: true, shown: true, views: ['Connect'] })
    await opening
  })

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
