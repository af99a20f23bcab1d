import type { AirlockNetwork } from '../../../shared/networks'
import type { NetworkState } from './networkSlice'

type WithNetwork = { network: NetworkState }

/** Active network. @example selectCaipNetwork(state)?.name */
export const selectCaipNetwork = (s: WithNetwork): AirlockNetwork | undefined => s.network.caipNetwork
/** The active network's CAIP-2 id. @example selectCaipNetworkId(state) // 'eip155:8453' */
export const selectCaipNetworkId = (s: WithNetwork): string | undefined => s.network.caipNetwork?.caipNetworkId
/** Whether the active network has smart accounts on. @example selectSmartAccountOnActiveNetwork(state) */
export const selectSmartAccountOnActiveNetwork = (s: WithNetwork): boolean =>
  s.network.smartAccountEnabledNetworks.includes(s.network.caipNetwork?.caipNetworkId ?? '')
