import { useCallback } from 'react'
import type { AirlockNetwork } from '../../shared/networks/networks'
import { useAppSelector } from '../store/hooks'
import { selectServices } from '../state/options/selectors'
import { selectCustomRpcUrls, selectRpcUrls } from '../state/options/viewSelectors'
import { explorerUrl } from './explorerUrl'

/**
 * `explorerUrl` bound to the store's options (the operator's RPCs and data API, the page's
 * RPCs), as a function so a list can call it per row.
 *
 * @example
 * const linkOf = useExplorerUrl()
 * <a href={linkOf(network, 'tx', hash)}>…</a>
 */
export function useExplorerUrl(): (network: AirlockNetwork | undefined, kind: 'tx' | 'address', id: string) => string | undefined {
  const rpcUrls = useAppSelector(selectRpcUrls)
  const customRpcUrls = useAppSelector(selectCustomRpcUrls)
  const apiUrl = useAppSelector(selectServices).apiUrl
  return useCallback((network, kind, id) => explorerUrl(network, kind, id, { rpcUrls, customRpcUrls, apiUrl }), [rpcUrls, customRpcUrls, apiUrl])
}
