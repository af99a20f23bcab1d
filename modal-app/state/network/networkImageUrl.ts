import { assetImageUrl } from '../../clients/walletRegistry/assetImageUrl'
import { NETWORK_IMAGE_IDS } from '../../../shared/networks/networkImageIds'
import type { AirlockNetwork } from '../../../shared/networks'

/** Where a network's image can come from: the dapp's `chainImages` and the wallet service. */
export interface NetworkImageSources {
  chainImages?: Record<string, string>
  registryUrl: string
  projectId: string
}

// Only a map's own string entries: an id like 'constructor' must not find Object.prototype's.
function own(map: Readonly<Record<string, string>> | undefined, key: string): string | undefined {
  const value = map && Object.hasOwn(map, key) ? map[key] : undefined
  return typeof value === 'string' && value !== '' ? value : undefined
}

/**
 * The icon URL of a network: the dapp's `chainImages` entry (by id or CAIP-2 id) first, then
 * the wallet service's asset image for the network's image id (its `assets.imageId`, else the
 * one the client knows for the local chains); `undefined` when there is none, and the icon
 * component draws the initials.
 *
 * @example
 * networkImageUrl(base, { registryUrl: 'http://127.0.0.1:8787', projectId: 'airlock-demo' })
 * // 'http://127.0.0.1:8787/public/getAssetImage/airlock-network-base?projectId=airlock-demo&…'
 */
export function networkImageUrl(network: Pick<AirlockNetwork, 'id' | 'caipNetworkId' | 'assets'> | undefined, sources: NetworkImageSources): string | undefined {
  if (!network) return undefined
  const custom = own(sources.chainImages, String(network.id)) ?? own(sources.chainImages, network.caipNetworkId)
  if (custom) return custom
  const imageId = network.assets?.imageId ?? own(NETWORK_IMAGE_IDS, network.caipNetworkId)
  return imageId ? assetImageUrl(sources.registryUrl, imageId, { projectId: sources.projectId }) : undefined
}
