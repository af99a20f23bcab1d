import { useAppDispatch, useAppSelector } from '../../../store/hooks'
import { selectIsConnected } from '../../../state/account/selectors'
import { ListButton } from '../../../ui/components/ListButton'
import { NetworkIcon } from './NetworkIcon'
import { t } from '../../../ui/i18n/t'
import { goBack } from '../../../state/router/goBack'
import { networkSwitchRequested } from '../../../state/network/networkSlice'
import { selectConfiguredNetworks } from '../../../state/options/selectors'
import { selectCaipNetworkId } from '../../../state/network/selectors'

/**
 * The configured networks as buttons; the active one is marked (`aria-current`, "Active").
 * Picking one asks for the switch; with no wallet connected it applies at once and goes back.
 *
 * @example
 * <NetworkList />
 */
export function NetworkList() {
  const dispatch = useAppDispatch()
  const networks = useAppSelector(selectConfiguredNetworks)
  const active = useAppSelector(selectCaipNetworkId)
  const connected = useAppSelector(selectIsConnected)
  if (networks.length === 0) return <p className="airlock-text-secondary">{t('networks.none')}</p>
  return (
    <div className="airlock-list" role="group" aria-label={t('networks.list')} data-testid="airlock-network-list">
      {networks.map((n) => {
        const selected = n.caipNetworkId === active
        return (
          <ListButton
            key={n.caipNetworkId}
            label={n.name}
            selected={selected}
            tag={selected ? t('networks.active') : n.testnet ? t('networks.testnet') : undefined}
            testId={`airlock-network-${n.caipNetworkId}`}
            image={<NetworkIcon network={n} size={32} />}
            onClick={() => {
              dispatch(networkSwitchRequested({ caipNetworkId: n.caipNetworkId }))
              if (!connected && !selected) dispatch(goBack())
            }}
          />
        )
      })}
    </div>
  )
}
