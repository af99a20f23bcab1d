import { useEffect, useMemo } from 'react'
import { useAppDispatch, useAppSelector } from '../../store/hooks'
import type { RootState } from '../../store/RootState'

/** What a query's cache entry looks like to a view. */
export interface QueryView<R> {
  data?: R
  error?: unknown
  /** 'pending' while a request runs (first load or refetch). */
  status: string
  isLoading: boolean
  isError: boolean
  isSuccess: boolean
}

interface Subscription {
  unsubscribe(): void
}

/** The store's state once the data API's reducer is in it (dataApi.ts injects it on load). */
type StateWithDataApi = RootState & { dataApi: NonNullable<RootState['dataApi']> }

/** The two parts of an RTK Query endpoint a view needs (the data API is built without the React module). */
export interface QueryEndpoint<A, R> {
  initiate(arg: A, options?: { forceRefetch?: boolean | number }): unknown
  select(arg: A): (state: StateWithDataApi) => QueryView<R>
}

/**
 * Subscribes a view to an endpoint while it is mounted, like RTK Query's generated hooks: the
 * cache entry stays alive for as long as someone shows it, and a mount or argument change
 * refetches only when the cached answer is older than `maxAgeSeconds` (cache ages, docs/constants.md#caches).
 * `undefined` as argument skips the query.
 *
 * @example
 * const { data } = useEndpointQuery(portfolioApi.endpoints.identity, { address }, 300)
 */
export function useEndpointQuery<A, R>(endpoint: QueryEndpoint<NoInfer<A>, R>, arg: A | undefined, maxAgeSeconds: number): QueryView<R> {
  const dispatch = useAppDispatch()
  const key = arg === undefined ? '' : JSON.stringify(arg)
  useEffect(() => {
    if (arg === undefined) return
    const sub = dispatch(endpoint.initiate(arg, { forceRefetch: maxAgeSeconds }) as never) as unknown as Subscription
    return () => sub.unsubscribe()
    // The serialized key stands for the argument's value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, endpoint, key, maxAgeSeconds])
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const select = useMemo(() => (arg === undefined ? undefined : endpoint.select(arg)), [endpoint, key])
  // Until the store's first action after dataApi.ts loaded, its state has no dataApi key yet.
  return useAppSelector((s) => (select && s.dataApi ? select(s as StateWithDataApi) : IDLE)) as QueryView<R>
}

const IDLE: QueryView<never> = { status: 'uninitialized', isLoading: false, isError: false, isSuccess: false }
