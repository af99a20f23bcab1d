import { useEffect } from 'react'
import { Constants } from '../../../shared/constants'
import { useAppDispatch, useAppSelector } from '../../store/hooks'
import { portfolioApi, type BalanceArgs } from './portfolioApi'
import type { BalanceResponse } from './portfolioTypes'
import { useEndpointQuery, type QueryView } from './useEndpointQuery'

/**
 * The token balances of `arg` (portfolioApi's balance, kept for `portfolioCacheMs`), fetched again
 * on their own once a failure's retry block is over (`balanceRetryBlockMs`, docs/constants.md#caches),
 * and every block after while they keep failing: a view that says "Balances will be retried
 * shortly" does retry, without the visitor leaving it. `undefined` skips the query.
 *
 * @example
 * const q = useBalanceQuery(address && network ? { address, caipNetworkId: network.caipNetworkId } : undefined)
 */
export function useBalanceQuery(arg: BalanceArgs | undefined): QueryView<BalanceResponse> {
  const q = useEndpointQuery(portfolioApi.endpoints.balance, arg, Constants.portfolioCacheMs / 1000)
  const dispatch = useAppDispatch()
  // Set by the failed fetch itself (portfolioApi): a new failure moves it and schedules the next try.
  const lastRetry = useAppSelector((s) => s.send.lastRetry)
  const key = arg === undefined ? '' : JSON.stringify(arg)
  useEffect(() => {
    if (!q.isError || arg === undefined) return
    // A little past the block's end: a try inside it is answered from the block, not the service.
    const wait = (lastRetry ?? Date.now()) + Constants.balanceRetryBlockMs + 50 - Date.now()
    const timer = setTimeout(() => void dispatch(portfolioApi.endpoints.balance.initiate(arg, { subscribe: false, forceRefetch: true }) as never), Math.max(0, wait))
    return () => clearTimeout(timer)
    // The serialized key stands for the argument's value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, q.isError, lastRetry, key])
  return q
}
