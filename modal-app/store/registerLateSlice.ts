import { lateSliceInjectors, lateSlices, type LateSlice } from './internal/lateSlices'

export type { LateSlice } from './internal/lateSlices'

/**
 * Adds a code-split slice (or RTK Query API) to the root reducer: at once when the root reducer
 * is loaded, else as soon as it is. The slice's own module calls it when it loads, so its state
 * comes with whoever first imports it, and the slice needs no import of the root reducer in
 * app/ above it. Registering the same slice twice keeps one.
 *
 * @example
 * registerLateSlice(dataApi)
 * registerLateMiddleware(dataApi.middleware)
 */
export function registerLateSlice(slice: LateSlice): void {
  if (lateSlices.includes(slice)) return
  lateSlices.push(slice)
  for (const inject of lateSliceInjectors) inject(slice)
}
