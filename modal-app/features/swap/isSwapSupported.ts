import { Constants } from '../../../shared/constants'
import { isNetworkSupported } from '../../state/dataService/isNetworkSupported'

/**
 * Whether the modal may ask the data API for swaps on a network: an EVM chain among the swap (docs/constants.md#swaps)
 * chains that the service also serves (its `v1/supported-chains`, when known). Anything else
 * gets the empty results (docs/calls.md#data-api) without a request and 'Network not supported for Swaps'.
 *
 * @example
 * isSwapSupported('eip155:1', ['eip155:1']) // true
 * isSwapSupported('eip155:5') // false: not a swap chain
 */
export function isSwapSupported(caipNetworkId: string | undefined, supportedChains?: readonly string[]): boolean {
  if (!caipNetworkId?.startsWith('eip155:')) return false
  const id = Number(caipNetworkId.slice('eip155:'.length))
  if (!(Constants.swapChains as readonly number[]).includes(id)) return false
  return isNetworkSupported(caipNetworkId, supportedChains)
}
