import { parseCaipNetworkId } from '../../../../shared/caip/caip'
import { InvalidParamsError } from '../../../../shared/errors/ProviderRpcError'
import type { AirlockNetwork } from '../../../../shared/networks/networks'

/**
 * The EIP-155 chain id the embedded wallet signs for on a network: the reference of its
 * `caipNetworkId`, which is what the approval names (trustedNetwork), never the network's `id`,
 * which a hostile page can set to another chain (`{ ...base, caipNetworkId: 'eip155:1' }` would
 * otherwise show Ethereum and sign for Base). Throws -32602 for a network that is not EVM or whose
 * reference is not a chain id.
 *
 * @example
 * signingChainIdOf({ ...base, caipNetworkId: 'eip155:1' }) // 1
 */
export function signingChainIdOf(network: AirlockNetwork): number {
  const { namespace, chainId } = parseCaipNetworkId(network.caipNetworkId)
  const id = Number(chainId)
  if (namespace !== 'eip155' || !/^[1-9]\d*$/.test(chainId) || !Number.isSafeInteger(id)) throw new InvalidParamsError({ message: `${network.caipNetworkId} is not an EVM chain id` })
  return id
}
