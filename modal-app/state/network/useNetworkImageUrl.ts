import { useCallback } from 'react'
import { useAppSelector } from '../../store/hooks'
import type { AirlockNetwork } from '../../../shared/networks'
import { networkImageUrl } from './networkImageUrl'
import { selectChainImages, selectProjectId, selectServices } from '../options/selectors'

/**
 * `networkImageUrl` bound to the store's options (chainImages, registry URL, projectId), as a
 * function so a list can call it per network.
 *
 * @example
 * const imageOf = useNetworkImageUrl()
 * <WalletImage name={n.name} src={imageOf(n)} round />
 */
export function useNetworkImageUrl(): (network: Pick<AirlockNetwork, 'id' | 'caipNetworkId' | 'assets'> | undefined) => string | undefined {
  const chainImages = useAppSelector(selectChainImages)
  const registryUrl = useAppSelector(selectServices).registryUrl
  const projectId = useAppSelector(selectProjectId)
  return useCallback((network) => networkImageUrl(network, { chainImages, registryUrl, projectId }), [chainImages, registryUrl, projectId])
}
