import { useAppDispatch } from '../../../store/hooks'
import { Icon, type IconName } from '../../../ui/components/Icon'
import { t, type MessageKey } from '../../../ui/i18n/t'
import { viewPushed } from '../../../state/router/routerSlice'
// Registers the texts of lazily loaded views (ui/locales/en.views.json) that this module shows.
import '../../../ui/i18n/viewMessages'

const SECTIONS: { icon: IconName; title: MessageKey; body: MessageKey }[] = [
  { icon: 'wallet', title: 'help.home.title', body: 'help.home.body' },
  { icon: 'grid', title: 'help.login.title', body: 'help.login.body' },
  { icon: 'check', title: 'help.safe.title', body: 'help.safe.body' },
]

/**
 * The wallet help page, reachable from the Connect header or `open('help')`.
 *
 * @example
 * <WhatIsAWalletView />
 */
export default function WhatIsAWalletView() {
  const dispatch = useAppDispatch()
  return (
    <div className="airlock-stack">
      <p className="airlock-text-secondary airlock-center">{t('help.intro')}</p>
      <ul className="airlock-help-list">
        {SECTIONS.map((s) => (
          <li key={s.title} className="airlock-help-item">
            <span className="airlock-logo airlock-logo-icon">
              <Icon name={s.icon} />
            </span>
            <div>
              <h3 className="airlock-help-title">{t(s.title)}</h3>
              <p className="airlock-text-secondary">{t(s.body)}</p>
            </div>
          </li>
        ))}
      </ul>
      <button type="button" className="airlock-button airlock-button-primary" onClick={() => dispatch(viewPushed('AllWallets'))}>
        {t('help.getWallet')}
      </button>
    </div>
  )
}
