import type { Store, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit'
import type { AppExtra } from './appThunk'
import type { RootState } from './RootState'

export type { RootState } from './RootState'

/** Dispatch of the modal's store: plain actions and this store's thunks. */
export type AppDispatch = ThunkDispatch<RootState, AppExtra, UnknownAction>

/**
 * The modal's store as the rest of the app sees it. Declared here, apart from `makeStore`, so
 * connectors, the bridge and hooks can name the store's type without importing the module that
 * registers every feature's listeners (which import the connectors: an import circle).
 */
export type AppStore = Omit<Store<RootState, UnknownAction>, 'dispatch'> & { dispatch: AppDispatch }
