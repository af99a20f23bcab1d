import { createAction } from '@reduxjs/toolkit'
import type { ConnectorType, SocialProvider } from '../../../shared/options'

/**
 * What the visitor picked: a wallet row or tile (its group and id), an email address
 * (`group: 'email'`, the address as id) or a social sign-in (`group: 'social'`, the provider).
 */
export interface WalletPick {
  id: string
  group: ConnectorType | 'catalog' | 'email' | 'social'
}

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

/**
 * The visitor pressed Try again on a connecting view (or a connecting view opened by the host
 * starts its first attempt, naming the pick). The connection feature connects again.
 *
 * @example
 * store.dispatch(connectRetried({}))
 */
export const connectRetried = createAction<{ pick?: WalletPick }>('connect/retried')

/**
 * The visitor is about to connect: a pointer on, or focus in, a wallet row, All wallets or the
 * WalletConnect row (or the modal opened). The connector that would serve it loads its code now.
 *
 * @example
 * store.dispatch(connectIntent({ pick: { id: 'walletConnect', group: 'walletConnect' } }))
 */
export const connectIntent = createAction<{ pick?: WalletPick }>('connect/intent')
