import type { AirlockNetwork } from '../../../../shared/networks'
import { useAppSelector } from '../../../store/hooks'
import { WalletImage } from '../../../ui/components/WalletImage'
import { Mark } from '../../../ui/components/marks/Mark'
import { NETWORK_MARKS } from '../../../ui/components/marks/networkMarks'
import { useNetworkImageUrl } from '../../../state/network/useNetworkImageUrl'
import { selectChainImages } from '../../../state/options/selectors'

/**
 * A network's icon. A known network (Ethereum, Base, Arbitrum, Solana, Bitcoin) shows the mark
 * drawn in the project at once, with no image to fetch; an image the dapp chose (`chainImages`,
 * or the network's `assets.imageId`) wins over it, and the mark stands in when that image fails.
 * Any other network shows the wallet service's image, or its initials when there is none.
 *
 * @example
 * <NetworkIcon network={activeNetwork} size={20} />
 */
export function NetworkIcon({ network, size = 32, name }: { network: Pick<AirlockNetwork, 'id' | 'caipNetworkId' | 'assets' | 'name'> | undefined; size?: number; name?: string }) {
  const imageOf = useNetworkImageUrl()
  const chainImages = useAppSelector(selectChainImages)
  const drawing = network && Object.hasOwn(NETWORK_MARKS, network.caipNetworkId) ? NETWORK_MARKS[network.caipNetworkId] : undefined
  const chosen = !!network && (!!network.assets?.imageId || !!chainImages?.[String(network.id)] || !!chainImages?.[network.caipNetworkId])
  const mark = drawing && network ? <Mark id={network.caipNetworkId} drawing={drawing} size={size} /> : undefined
  return <WalletImage name={name ?? network?.name ?? '?'} src={mark && !chosen ? undefined : imageOf(network)} size={size} round fallback={mark} />
}
