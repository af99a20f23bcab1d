import { lateSliceInjectors, lateSlices, type LateSlice } from './internal/lateSlices'

/**
 * Called once by the root reducer with its `inject`: injects every late slice registered so far
 * and, from now on, each one registered later (see registerLateSlice).
 *
 * @example
 * injectLateSlices((slice) => sliceReducers.inject(slice))
 */
export function injectLateSlices(inject: (slice: LateSlice) => void): void {
  lateSliceInjectors.add(inject)
  for (const slice of lateSlices) inject(slice)
}
