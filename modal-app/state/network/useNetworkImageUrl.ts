import { useCallback } from 'react'
import { useAppSelector } from '../../store/hooks'
import type { AirlockNetwork } from '../../../shared/networks'
import { networkImageUrl } from './networkImageUrl'

/**
 * `networkImageUrl` bound to the store's options (chainImages, registry URL, projectId), as a
 * function so a list can call it per network.
 *
 * @example
 * const imageOf = useNetworkImageUrl()
 * <WalletImage name={n.name} src={imageOf(n)} round />
 */
export function useNetworkImageUrl(): (network: Pick<AirlockNetwork, 'id' | 'caipNetworkId' | 'assets'> | undefined) => string | undefined {
  const chainImages = useAppSelector((s) => s.options.value.chainImages)
  const registryUrl = useAppSelector((s) => s.options.value.services.registryUrl)
  const projectId = useAppSelector((s) => s.options.value.projectId)
  return useCallback((network) => networkImageUrl(network, { chainImages, registryUrl, projectId }), [chainImages, registryUrl, projectId])
}
