import { createAction } from '@reduxjs/toolkit'

/**
 * The visitor entered the 6-digit one-time code on EmailVerifyOtp. The embedded feature hands it
 * to the embedded connector and shows the outcome on the view.
 *
 * @example
 * store.dispatch(emailCodeSubmitted({ code: '123456' }))
 */
export const emailCodeSubmitted = createAction<{ code: string }>('embedded/emailCodeSubmitted')

/**
 * The embedded connector opened a Farcaster sign-in channel: ConnectingFarcaster shows its URL
 * (as a QR code and a link) until it expires.
 *
 * @example
 * store.dispatch(farcasterChannelOpened({ url: channel.url, expiresAt: channel.expiresAt }))
 */
export const farcasterChannelOpened = createAction<{ url: string; expiresAt: number }>('embedded/farcasterChannelOpened')
