import type { Reducer } from '@reduxjs/toolkit'

/** A slice or an RTK Query API that joins the root reducer after the store exists. */
export interface LateSlice {
  reducerPath: string
  reducer: Reducer
}

/** Every late slice registered so far, in order, and who injects them (the root reducer). */
export const lateSlices: LateSlice[] = []
export const lateSliceInjectors = new Set<(slice: LateSlice) => void>()
