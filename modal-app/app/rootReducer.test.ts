import { describe, expect, it } from 'vitest'
import { modalClosed, modalOpened } from '../state/modal/modalActions'
import { viewPushed } from '../state/router/routerSlice'
import { rootReducer } from './rootReducer'

describe('rootReducer on modal/opened', () => {
  it('keeps the hidden start view entry when the open shows it, so nothing that reads the route re-renders', () => {
    const closed = rootReducer(undefined, { type: 'init' })
    const opened = rootReducer(closed, modalOpened())
    expect(opened.router.open).toBe(true)
    expect(opened.router.history).toBe(closed.router.history)
    expect(opened.router.history).toEqual([{ view: 'Connect' }])
  })

  it('restarts the stack at the asked view or the start view otherwise', () => {
    const closed = rootReducer(undefined, { type: 'init' })
    expect(rootReducer(closed, modalOpened({ view: 'Networks' })).router.history).toEqual([{ view: 'Networks' }])
    const deep = rootReducer(rootReducer(closed, modalOpened()), viewPushed('WhatIsAWallet'))
    const reopened = rootReducer(rootReducer(deep, modalClosed()), modalOpened())
    expect(reopened.router.history).toEqual([{ view: 'Connect' }])
  })
})
