/**
 * The whole store's state, as one type every wing may import. This file imports no slice: each
 * slice declares its own part where it is defined (declaration merging on this interface), so the
 * type is built from the bottom up and no lower wing imports the root reducer in app/.
 * app/rootReducer.ts checks that the slices it combines and this interface agree (its reducer
 * takes and returns a RootState).
 *
 * @example
 * declare module '../../store/RootState' {
 *   interface RootState {
 *     theme: ThemeState
 *   }
 * }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the slices (see above)
export interface RootState {}
