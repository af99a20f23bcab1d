import { t } from '../../../ui/i18n/t'
import { NetworkList } from './NetworkList'

/**
 * UnsupportedChain: says why the visitor is here and lists the networks to switch to.
 *
 * @example
 * <UnsupportedChainView />
 */
export default function UnsupportedChainView() {
  return (
    <div className="airlock-stack">
      <p className="airlock-text-secondary airlock-center" data-testid="airlock-unsupported-text">
        {t('unsupported.body')}
      </p>
      <NetworkList />
    </div>
  )
}
