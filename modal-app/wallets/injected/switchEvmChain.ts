import { ErrorText } from '../../../shared/errors/messages'
import { ProviderRpcError, toProviderError, UserRejectedRequestError } from '../../../shared/errors/ProviderRpcError'
import type { AirlockNetwork } from '../../../shared/networks/networks'
import { Constants } from '../../../shared/constants'
import { addChainParams } from './addChainParams'

type WalletRequest = (args: { method: string; params?: unknown }) => Promise<unknown>

/**
 * Asks an EIP-1193 wallet to switch to `network` (docs/state-rules.md#chain-switching/docs/calls.md#wallet-json-rpc): `wallet_switchEthereumChain`; when the
 * wallet answers 4902 (unknown chain), `wallet_addEthereumChain` with `addChainParams`, then the
 * switch again. A refusal stays a 4001; any other failure becomes the text (docs/texts.md#switch-chain)
 * "Failed to switch to chain 'eip155:{id}'. …" with the default code 5000.
 *
 * @example
 * await switchEvmChain((args) => wallet.request(args), base, options.customRpcUrls)
 */
export async function switchEvmChain(request: WalletRequest, network: AirlockNetwork, customRpcUrls?: Readonly<Record<string, string>>): Promise<void> {
  const chainId = `0x${Number(network.id).toString(16)}`
  const switchOnce = () => request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] })
  try {
    await switchOnce()
    return
  } catch (error) {
    const first = toProviderError(error)
    if (first.code !== Constants.errorCodes.unrecognizedChain) throw failed(first, network)
  }
  try {
    await request({ method: 'wallet_addEthereumChain', params: [addChainParams(network, customRpcUrls)] })
    await switchOnce()
  } catch (error) {
    throw failed(toProviderError(error), network)
  }
}

function failed(cause: ProviderRpcError, network: AirlockNetwork): ProviderRpcError {
  if (cause.code === 4001) return new UserRejectedRequestError({ cause })
  return new ProviderRpcError(ErrorText.switchChainFailed(network.id), { code: Constants.errorCodes.default, cause })
}
