import { joinUrl } from './internal/joinUrl'
import { registrySearchParams } from './registrySearchParams'
import type { RegistryCallParams } from './types'

/**
 * The URL of a wallet's image on the wallet service, with the projectId / st / sv parameters.
 *
 * @example
 * walletImageUrl('http://127.0.0.1:8787', wallet.image_id, { projectId: 'airlock-demo' })
 */
export function walletImageUrl(baseUrl: string, imageId: string, call: RegistryCallParams): string {
  return `${joinUrl(baseUrl, `/getWalletImage/${encodeURIComponent(imageId)}`)}?${registrySearchParams(call)}`
}
