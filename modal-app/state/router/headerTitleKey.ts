import type { RouteEntry } from './viewNames'

/** Views whose header says something else once their flow has finished (`data.done`). */
const DONE_TITLES = { OnRampInProgress: 'views.OnRampInProgress.doneTitle' } as const

/**
 * The text key of the modal header's title for a route: `views.<View>.title`, or the view's
 * finished title once it marked its route entry `done` (a purchase that arrived is no longer
 * "Buying"). Only views listed here have one, so a stray `done` on another view changes nothing.
 *
 * @example
 * t(headerTitleKey({ view: 'OnRampInProgress', data: { done: true } })) // 'Bought'
 */
export function headerTitleKey(route: Pick<RouteEntry, 'view' | 'data'>): `views.${RouteEntry['view']}.title` | (typeof DONE_TITLES)[keyof typeof DONE_TITLES] {
  if (route.data?.done === true && route.view in DONE_TITLES) return DONE_TITLES[route.view as keyof typeof DONE_TITLES]
  return `views.${route.view}.title`
}
