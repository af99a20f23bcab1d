import { createAction } from '@reduxjs/toolkit'

/**
 * The visitor pressed "Try again" in ConnectingExternal.
 *
 * @example
 * store.dispatch(connectExternalRetried({ id: 'io.metamask' }))
 */
export const connectExternalRetried = createAction<{ id: string }>('connectExternal/retried')
