import { createAction } from '@reduxjs/toolkit'

/**
 * The modal became visible. `view` is the view the host asked for (`open(view)`); the root
 * reducer validates it and falls back to the start view (docs/views.md#opening-and-closing) (Account when connected, else Connect).
 *
 * @example
 * store.dispatch(modalOpened({ view: 'Networks' }))
 */
export const modalOpened = createAction('modal/opened', (payload: { view?: string } = {}) => ({ payload }))

/**
 * The closed modal was put on screen as it is kept rendered (its start view, alone on the stack)
 * ahead of `modalOpened`, which follows once that frame is shown (see `revealThenOpen`): the
 * frame of a host's open() then carries only the card's visibility, not the open's store
 * update, effects and re-render, which a slow device would otherwise fit in before it.
 *
 * @example
 * store.dispatch(modalRevealed())
 */
export const modalRevealed = createAction('modal/revealed')

/**
 * The host's curtain is down over the closed modal (its dialog transparent and click-through,
 * confirmed after the host's frame that hid it): the closed card may now be painted opaque, so
 * the next open() is the host's frame alone (see selectIsPrimed). Ignored while open or shown.
 *
 * @example
 * store.dispatch(modalPrimed())
 */
export const modalPrimed = createAction('modal/primed')

/**
 * The modal was closed (close button, Escape, backdrop, going back past the first view, or the
 * host's `close()`). Closing resets loading (docs/views.md#opening-and-closing).
 *
 * @example
 * store.dispatch(modalClosed())
 */
export const modalClosed = createAction('modal/closed', (payload: { reason?: 'user' | 'host' | 'back' | 'done' } = {}) => ({ payload }))

/**
 * Something asked the modal to shake (500 ms) to draw the eye to an error.
 *
 * @example
 * store.dispatch(modalShaken())
 */
export const modalShaken = createAction('modal/shaken')

/**
 * Loading changed (a request or connection is in progress).
 *
 * @example
 * store.dispatch(modalLoadingChanged(true))
 */
export const modalLoadingChanged = createAction<boolean>('modal/loadingChanged')
