import { parseCaipNetworkId } from '../caip/caip'
import { ErrorText } from '../errors/messages'
import { InvalidParamsError } from '../errors/ProviderRpcError'
import { isHttpUrl } from './isHttpUrl'
import type { ModalOptions } from './ModalOptions'

/** Outcome of option checks: hard errors throw; `missingProjectId` becomes an alert. */
export interface OptionsCheck {
  missingProjectId: boolean
}

/**
 * Validates `createModal` options with the spec's texts (docs/validation.md#options): both `siweConfig` and `siwx`
 * throws, every network's CAIP-2 id and every `customRpcUrls` key must parse, an EIP-155
 * network's `id` must be its CAIP-2 reference (the approval names the chain by `caipNetworkId`, so
 * an `id` of another chain would have signatures made for a chain the visitor never saw), RPC URLs must be
 * http(s), a `language` must be a well-formed BCP 47 tag (one the modal has no catalog for falls
 * back as the browser's languages would, so only a malformed tag is a mistake). A missing projectId does not throw: the modal shows the alert instead.
 *
 * @example
 * validateOptions({ projectId: 'p', networks: [mainnet] }) // { missingProjectId: false }
 */
export function validateOptions(options: ModalOptions): OptionsCheck {
  if (!options || typeof options !== 'object') throw new InvalidParamsError({ message: 'createModal needs an options object' })
  if (options.siweConfig && options.siwx) throw new InvalidParamsError({ message: ErrorText.bothSiwe })
  if (!Array.isArray(options.networks) || options.networks.length === 0) {
    throw new InvalidParamsError({ message: 'createModal needs at least one network in `networks`' })
  }
  for (const network of options.networks) {
    const { namespace, chainId } = parseCaipNetworkId(network?.caipNetworkId)
    if (namespace === 'eip155' && String(network.id) !== chainId) throw new InvalidParamsError({ message: `networks: ${network.caipNetworkId} must have id ${chainId}, not ${network.id}` })
  }
  for (const [id, url] of Object.entries(options.customRpcUrls ?? {})) {
    parseCaipNetworkId(id)
    if (!isHttpUrl(url)) throw new InvalidParamsError({ message: `RPC URL for ${id} must be http or https` })
  }
  if (options.language !== undefined) {
    try {
      if (typeof options.language !== 'string') throw new TypeError()
      Intl.getCanonicalLocales(options.language)
    } catch {
      throw new InvalidParamsError({ message: `language must be a BCP 47 language tag such as 'fr' or 'pt-BR'` })
    }
  }
  return { missingProjectId: typeof options.projectId !== 'string' || options.projectId.trim() === '' }
}
