import { allNetworks } from '../../../../shared/networks/networks'
import { useAppDispatch, useAppSelector } from '../../../store/hooks'
import { Icon } from '../../../ui/components/Icon'
import { t } from '../../../ui/i18n/t'
import { disconnectRequested } from '../../../state/connection/connectActions'
import { selectCaipNetwork } from '../../../state/network/selectors'
import { NetworkList } from './NetworkList'
// Registers the texts of lazily loaded views (ui/locales/en.views.json) that this module shows.
import '../../../ui/i18n/viewMessages'

/**
 * UnsupportedChain: names the network the wallet is on (by its name when Airlock knows it, else
 * "Chain <id>"), says the app doesn't support it, lists the networks to switch to, and offers
 * Disconnect for a visitor who would rather leave than switch.
 *
 * @example
 * <UnsupportedChainView />
 */
export default function UnsupportedChainView() {
  const dispatch = useAppDispatch()
  const current = useAppSelector(selectCaipNetwork)
  const known = current ? allNetworks.find((n) => n.caipNetworkId === current.caipNetworkId) : undefined
  const name = known?.name ?? current?.name
  return (
    <div className="airlock-stack">
      <p className="airlock-text-secondary airlock-center" data-testid="airlock-unsupported-text">
        {name ? t('unsupported.current', { network: name }) : t('unsupported.body')}
      </p>
      <NetworkList />
      <button
        type="button"
        className="airlock-button airlock-button-secondary"
        data-testid="airlock-unsupported-disconnect"
        onClick={() => dispatch(disconnectRequested({ namespace: current?.chainNamespace }))}
      >
        <Icon name="disconnect" size={18} />
        {t('account.disconnect')}
      </button>
    </div>
  )
}
