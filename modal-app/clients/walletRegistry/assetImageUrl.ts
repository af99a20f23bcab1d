import { joinUrl } from './internal/joinUrl'
import { registrySearchParams } from './registrySearchParams'
import type { RegistryCallParams } from './types'

/**
 * The URL of a network's or connector's image on the wallet service
 * (`/public/getAssetImage/{imageId}`), with the projectId / st / sv parameters.
 *
 * @example
 * assetImageUrl('http://127.0.0.1:8787', 'airlock-network-base', { projectId: 'airlock-demo' })
 */
export function assetImageUrl(baseUrl: string, imageId: string, call: RegistryCallParams): string {
  return `${joinUrl(baseUrl, `/public/getAssetImage/${encodeURIComponent(imageId)}`)}?${registrySearchParams(call)}`
}
