import { createAction } from '@reduxjs/toolkit'
import type { SocialProvider } from '../../../shared/options'
import type { ConnectorType } from '../../../shared/options'

/**
 * The visitor picked a wallet row in Connect or All wallets. The connector layer listens and
 * starts the matching connection (ConnectingExternal, ConnectingWalletConnect, …).
 *
 * @example
 * store.dispatch(walletSelected({ id: 'io.metamask', group: 'injected' }))
 */
export const walletSelected = createAction<{ id: string; group: ConnectorType | 'catalog' }>('connect/walletSelected')

/**
 * The visitor submitted a well-formed email for the embedded wallet.
 *
 * @example
 * store.dispatch(emailSubmitted({ email: 'me@example.com' }))
 */
export const emailSubmitted = createAction<{ email: string }>('connect/emailSubmitted')

/**
 * The visitor picked a social sign-in.
 *
 * @example
 * store.dispatch(socialSelected({ provider: 'google' }))
 */
export const socialSelected = createAction<{ provider: SocialProvider }>('connect/socialSelected')

/**
 * The visitor asked to disconnect (Account view). The connection layer performs it.
 *
 * @example
 * store.dispatch(disconnectRequested({}))
 */
export const disconnectRequested = createAction<{ namespace?: string }>('connect/disconnectRequested')
