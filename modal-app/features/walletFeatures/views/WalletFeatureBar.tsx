import { useAppDispatch, useAppSelector } from '../../../store/hooks'
import { Icon, type IconName } from '../../../ui/components/Icon'
import type { WalletFeature } from '../../../../shared/options'
import { viewPushed } from '../../../state/router/routerSlice'
import { EVM_ONLY_FEATURES, EVM_SOLANA_FEATURES, featureViews } from '../featureViews'
import { visibleWalletFeatures } from '../visibleWalletFeatures'
import { t } from '../../../ui/i18n/t'
import '../../../ui/i18n/walletMessages'
import { selectFeatures } from '../../../state/options/selectors'
import { selectWalletFeaturesOrder } from '../../../state/options/viewSelectors'
import { selectCaipNetwork } from '../../../state/network/selectors'

const ICONS: Record<WalletFeature, IconName> = { onramp: 'buy', swaps: 'swap', receive: 'receive', send: 'send' }

/**
 * The Account view's wallet feature buttons (docs/views.md#orders: onramp, swaps, receive, send, or the configured
 * `walletFeaturesOrder`): one per feature whose `features` flag is on and whose view exists.
 * The feature → view map is the extension point: a feature without a view has no button, and
 * one whose views act on EVM only is hidden while another namespace (Solana) is active, and
 * Send shows on eip155 and Solana only.
 * Each button names the view it opens (`data-airlock-opens`) so its chunk loads on intent.
 *
 * @example
 * <WalletFeatureBar />
 */
export function WalletFeatureBar() {
  const dispatch = useAppDispatch()
  const features = useAppSelector(selectFeatures)
  const order = useAppSelector(selectWalletFeaturesOrder)
  const namespace = useAppSelector(selectCaipNetwork)?.chainNamespace
  const buttons = visibleWalletFeatures(features, order, featureViews).filter(
    (b) => namespace === 'eip155' || (!EVM_ONLY_FEATURES.has(b.feature) && (namespace === 'solana' || !EVM_SOLANA_FEATURES.has(b.feature))),
  )
  if (buttons.length === 0) return null
  return (
    <div className="airlock-actions airlock-feature-actions" role="group" aria-label={t('walletFeatures.label')} data-testid="airlock-wallet-features">
      {buttons.map(({ feature, view }) => (
        <button
          key={feature}
          type="button"
          className="airlock-button airlock-button-secondary"
          data-testid={`airlock-feature-${feature}`}
          data-airlock-opens={view}
          onClick={() => dispatch(viewPushed(view))}
        >
          <Icon name={ICONS[feature]} size={18} />
          {t(`walletFeatures.${feature}`)}
        </button>
      ))}
    </div>
  )
}
