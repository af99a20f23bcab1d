import { createAction } from '@reduxjs/toolkit'

/**
 * The visitor pressed Try again after a failed or refused pairing: a fresh URI is requested.
 *
 * @example
 * store.dispatch(wcRetryRequested())
 */
export const wcRetryRequested = createAction('walletConnect/retryRequested')

/**
 * The visitor asked to open a wallet app or web app with the pairing URI (mobile deep link or
 * universal link). The host opens it; the wallet's link is remembered until the next reset.
 *
 * @example
 * store.dispatch(wcLinkOpened({ href: 'trust://wc?uri=…', name: 'Trust', home: 'trust://' }))
 */
export const wcLinkOpened = createAction<{ href: string; name: string; home: string }>('walletConnect/linkOpened')
