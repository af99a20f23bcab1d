import { createAction } from '@reduxjs/toolkit'

/**
 * The modal opened a wallet app or web app with the pairing URI (mobile deep link or universal
 * link) in the visitor's click; the wallet's link without the URI is remembered until the next reset.
 *
 * @example
 * store.dispatch(wcLinkOpened({ name: 'Trust', home: 'trust://' }))
 */
export const wcLinkOpened = createAction<{ name: string; home: string }>('walletConnect/linkOpened')
