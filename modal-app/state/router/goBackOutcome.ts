import type { RouteEntry } from './viewNames'

/** Either the modal closes, or the stack loses its top entries. */
export type GoBackOutcome = { close: true } | { close: false; history: RouteEntry[] }

/**
 * Decides what going back does (docs/views.md#stack): with one entry left, or while UnsupportedChain is anywhere
 * in the history, the modal closes; otherwise the top entry is popped.
 *
 * @example
 * goBackOutcome([{ view: 'Connect' }, { view: 'AllWallets' }]) // { close: false, history: [{ view: 'Connect' }] }
 * goBackOutcome([{ view: 'Connect' }]) // { close: true }
 */
export function goBackOutcome(history: readonly RouteEntry[]): GoBackOutcome {
  if (history.length <= 1 || history.some((e) => e.view === 'UnsupportedChain')) return { close: true }
  return { close: false, history: history.slice(0, -1) }
}

/**
 * Going back to an index keeps entries 0..index. An index outside the stack, or a stack holding
 * UnsupportedChain, closes like going back does.
 *
 * @example
 * goBackToIndexOutcome([{ view: 'Connect' }, { view: 'AllWallets' }, { view: 'WhatIsAWallet' }], 0)
 * // { close: false, history: [{ view: 'Connect' }] }
 */
export function goBackToIndexOutcome(history: readonly RouteEntry[], index: number): GoBackOutcome {
  if (history.some((e) => e.view === 'UnsupportedChain')) return { close: true }
  if (!Number.isInteger(index) || index < 0 || index >= history.length) return { close: true }
  return { close: false, history: history.slice(0, index + 1) }
}
