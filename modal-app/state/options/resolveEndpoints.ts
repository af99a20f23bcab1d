import { normalizeEndpointUrl } from '../../../shared/dataApi/parseOperatorEndpoints'
import type { OperatorEndpoints } from '../../../shared/dataApi/projectSettings'
import type { AirlockNetwork } from '../../../shared/networks/networks'
import type { ServiceUrls } from '../../../shared/options/ModalOptions'
import type { OperatorEndpointOption } from './EndpointNotAllowedError'

/** The endpoints the modal uses, all of them the operator's, and what the page asked for that was refused. */
export interface ResolvedEndpoints {
  services: Pick<ServiceUrls, 'apiUrl' | 'authUrl' | 'bundlerUrls' | 'paymasterUrl'>
  /** CAIP-2 id → the chain RPC the modal trusts (simulation, balances, fees, its own wallet's reads). */
  rpcUrls: Record<string, string>
  /** What the page named that is not the operator's (the caller reports each as an EndpointNotAllowedError). */
  refused: RefusedEndpoint[]
}

/** One service option the page set to an endpoint the operator does not run. */
export interface RefusedEndpoint {
  option: OperatorEndpointOption
  url: string
}

/**
 * The one rule for where the modal's services are: the operator's endpoints (the project's
 * settings), among which the page may choose by naming one exactly; anything else it names is
 * refused (listed; the modal reports each as an EndpointNotAllowedError, whose class stays out of
 * the first view's chunk) and the operator's first endpoint is used instead.
 * `apiUrl`, `authUrl` and `paymasterUrl` default to the operator's first (empty when it runs
 * none: the caller says which option is missing); `bundlerUrls` stay opt-in per network, as
 * before, but only to the operator's bundlers. The chain RPC the modal trusts is the operator's
 * only (`rpcUrls` of the settings; a network it lists none for has none): the page's
 * `customRpcUrls` and its networks' RPC URLs never feed it.
 *
 * @example
 * resolveEndpoints({ authUrl: 'https://evil.example' }, operator, networks).refused[0] // { option: 'services.authUrl', url: 'https://evil.example' }
 */
export function resolveEndpoints(page: Partial<ServiceUrls> | undefined, operator: OperatorEndpoints, networks: readonly AirlockNetwork[]): ResolvedEndpoints {
  const refused: RefusedEndpoint[] = []
  const choose = (option: OperatorEndpointOption, given: unknown, allowed: readonly string[]): string | undefined => {
    if (given === undefined || given === '') return allowed[0]
    const url = normalizeEndpointUrl(given)
    if (url && allowed.includes(url)) return url
    refused.push({ option, url: String(given) })
    return allowed[0]
  }
  const apiUrl = choose('services.apiUrl', page?.apiUrl, operator.apiUrl) ?? ''
  const authUrl = choose('services.authUrl', page?.authUrl, operator.authUrl) ?? ''
  const bundlerUrls: Record<string, string> = {}
  const asked = page?.bundlerUrls && typeof page.bundlerUrls === 'object' ? page.bundlerUrls : {}
  for (const [network, given] of Object.entries(asked)) {
    const url = choose(`services.bundlerUrls.${network}`, given, operator.bundlerUrls[network] ?? [])
    if (url) bundlerUrls[network] = url
  }
  const paymasterUrl = choose('services.paymasterUrl', page?.paymasterUrl, operator.paymasterUrl)
  const rpcUrls: Record<string, string> = {}
  for (const network of networks) {
    const url = operator.rpcUrls[network.caipNetworkId]?.[0]
    if (url) rpcUrls[network.caipNetworkId] = url
  }
  return {
    services: {
      apiUrl,
      authUrl,
      ...(Object.keys(bundlerUrls).length > 0 ? { bundlerUrls } : {}),
      ...(paymasterUrl ? { paymasterUrl } : {}),
    },
    rpcUrls,
    refused,
  }
}
