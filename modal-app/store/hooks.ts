import { useDispatch, useSelector, useStore } from 'react-redux'
import type { AppDispatch, AppStore, RootState } from './storeTypes'

/** Typed `useDispatch`. @example const dispatch = useAppDispatch() */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>()
/** Typed `useSelector`. @example const open = useAppSelector(selectIsOpen) */
export const useAppSelector = useSelector.withTypes<RootState>()
/** Typed `useStore`. @example const store = useAppStore() */
export const useAppStore = useStore.withTypes<AppStore>()
