import type { AirlockNetwork } from '../../../shared/networks'
import type { NetworkState } from './networkSlice'

type WithNetwork = { network: NetworkState }

/** Active network. @example selectCaipNetwork(state)?.name */
export const selectCaipNetwork = (s: WithNetwork): AirlockNetwork | undefined => s.network.caipNetwork
/** Requested CAIP-2 ids. @example selectRequestedNetworkIds(state) */
export const selectRequestedNetworkIds = (s: WithNetwork): string[] => s.network.requestedCaipNetworkIds
