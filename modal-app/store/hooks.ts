import { useDispatch, useSelector } from 'react-redux'
import type { AppDispatch, RootState } from './storeTypes'

/** Typed `useDispatch`. @example const dispatch = useAppDispatch() */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>()
/** Typed `useSelector`. @example const open = useAppSelector(selectIsOpen) */
export const useAppSelector = useSelector.withTypes<RootState>()
