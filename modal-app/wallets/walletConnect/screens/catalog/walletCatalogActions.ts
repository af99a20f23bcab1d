import { createAction } from '@reduxjs/toolkit'

/**
 * The All wallets grid scrolled near its end: the next page (40) is wanted.
 *
 * @example
 * store.dispatch(walletsPageRequested())
 */
export const walletsPageRequested = createAction('walletCatalog/pageRequested')
