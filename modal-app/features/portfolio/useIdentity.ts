import { Constants } from '../../../shared/constants'
import { useEndpointQuery } from '../../state/dataService/useEndpointQuery'
import { portfolioApi } from '../../state/dataService/portfolioApi'

export interface ProfileIdentity {
  name?: string
  avatar?: string
}

/**
 * The profile name and avatar of an EVM address from `GET /v1/identity/{address}`, cached
 * 300 s (docs/constants.md#caches). Names are an eip155 feature (docs/features.md#namespaces): other addresses (and undefined) make no request
 * and return nothing.
 *
 * @example
 * const { name, avatar } = useIdentity(account.address)
 */
export function useIdentity(address: string | undefined): ProfileIdentity {
  const evm = address && /^0x[0-9a-fA-F]{40}$/.test(address) ? address : undefined
  const { data } = useEndpointQuery(portfolioApi.endpoints.identity, evm ? { address: evm } : undefined, Constants.identityCacheMs / 1000)
  return { name: data?.name ?? undefined, avatar: data?.avatar ?? undefined }
}
