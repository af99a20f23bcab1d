import type { AirlockNetwork } from '../../../../shared/networks'
import { WalletImage } from '../../../ui/components/WalletImage'
import { useNetworkImageUrl } from '../../../state/network/useNetworkImageUrl'

/**
 * A network's icon: the one icon component with the network's image (chainImages, else the
 * wallet service's asset image) and its initials when there is none or it fails to load.
 *
 * @example
 * <NetworkIcon network={activeNetwork} size={20} />
 */
export function NetworkIcon({ network, size = 32, name }: { network: Pick<AirlockNetwork, 'id' | 'caipNetworkId' | 'assets' | 'name'> | undefined; size?: number; name?: string }) {
  const imageOf = useNetworkImageUrl()
  return <WalletImage name={name ?? network?.name ?? '?'} src={imageOf(network)} size={size} round />
}
