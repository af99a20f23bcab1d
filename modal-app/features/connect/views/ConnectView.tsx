import { Fragment, Suspense, useMemo, useState, type ReactNode } from 'react'
import type { ConnectMethod } from '../../../../shared/options'
import { useAppDispatch, useAppSelector } from '../../../store/hooks'
import { t } from '../../../ui/i18n/t'
import { selectConnectors } from '../../../state/connectors/selectors'
import { viewPushed } from '../../../state/router/routerSlice'
import { selectFeatures, selectLegal, selectWalletsEnabled } from '../../../state/options/selectors'
import { orderConnectMethods } from '../orderConnectMethods'
import { walletsCollapsed } from '../walletsCollapsed'
import { selectWalletListItems } from '../selectWalletListItems'
import { socialsForPlatform } from '../socialsForPlatform'
import { telegramPlatform } from '../../../ui/device/telegramPlatform'
import { EmailForm } from './EmailForm'
import { LegalCheckbox } from './LegalCheckbox'
import { SocialRow } from './SocialRow'
import { WalletSection } from './WalletSection'
import { canAskForStorage } from '../../../lib/storageAvailable'
import { lazyComponent } from '../../../ui/components/lazyComponent'

// Loaded only where the browser denies the frame storage and lets it ask (rare): its code and
// texts stay out of the Connect view's chunk.
const StorageAccessNotice = lazyComponent(() => import('./StorageAccessNotice'))
// Only where features.guestWallets is on: "Continue as guest", with its code and texts.
const GuestEntry = lazyComponent(() => import('../../../wallets/embedded/screens/guest/views/GuestEntry'))

/**
 * The Connect view: email, social and wallet sections in the order (docs/views.md#orders) (wallet first when an
 * injected or announced wallet is shown; `features.connectMethodsOrder` overrides; email and
 * social only when an embedded-wallet connector is registered; socials by the Telegram rule (docs/validation.md#telegram); the wallets
 * behind one button with `collapseWallets` or `emailShowWallets` off), and the
 * legal checkbox that keeps every connect button disabled until it is ticked; where the browser
 * denies the frame storage but lets it ask, the notice that asks (StorageAccessNotice); a "New to
 * wallets?" footer opens the wallet explainer.
 *
 * @example
 * <ConnectView />
 */
export default function ConnectView() {
  const dispatch = useAppDispatch()
  const features = useAppSelector(selectFeatures)
  const legal = useAppSelector(selectLegal)
  const items = useAppSelector(selectWalletListItems)
  const walletsEnabled = useAppSelector(selectWalletsEnabled)
  // Email and social sign-in go through the embedded-wallet (AUTH) connector: without one there
  // is nothing behind those buttons, so they are not offered.
  const embedded = useAppSelector(selectConnectors).some((c) => c.type === 'AUTH' || c.type === 'ID_AUTH')
  const [accepted, setAccepted] = useState(false)
  const [walletsShown, setWalletsShown] = useState(false)
  const disabled = !!legal && !accepted

  // docs/validation.md#telegram: a Telegram mini-app drops the sign-ins its platform can't complete.
  const socials = useMemo(() => socialsForPlatform(features.socials || [], telegramPlatform()), [features.socials])
  const available: Record<ConnectMethod, boolean> = {
    email: embedded && features.email,
    social: embedded && socials.length > 0,
    wallet: walletsEnabled,
  }
  const order = orderConnectMethods({
    hasShownInstalledWallet: items.some((i) => i.group === 'injected'),
    configured: features.connectMethodsOrder,
  }).filter((m) => available[m])

  const collapsed = walletsCollapsed(features, available.email || available.social) && !walletsShown

  const sections: Record<ConnectMethod, () => ReactNode> = {
    email: () => <EmailForm disabled={disabled} />,
    social: () => <SocialRow providers={socials} disabled={disabled} />,
    wallet: () =>
      collapsed ? (
        <button type="button" className="airlock-button airlock-button-secondary" data-testid="airlock-show-wallets" disabled={disabled} onClick={() => setWalletsShown(true)}>
          {t('connect.wallets.show')}
        </button>
      ) : (
        <WalletSection items={items} disabled={disabled} />
      ),
  }

  return (
    <div className="airlock-stack" data-testid="airlock-connect-methods" data-order={order.join(',')}>
      {order.length === 0 ? <p className="airlock-text-secondary">{t('connect.nothing')}</p> : null}
      {order.map((method, i) => (
        <Fragment key={method}>
          {i > 0 ? (
            <div className="airlock-separator" role="separator">
              <span>{t('connect.or')}</span>
            </div>
          ) : null}
          <section className="airlock-section" data-testid={`airlock-method-${method}`}>
            {sections[method]()}
            {features.guestWallets && method === (available.social ? 'social' : 'email') ? (
              <Suspense fallback={null}>
                <GuestEntry disabled={disabled} />
              </Suspense>
            ) : null}
          </section>
        </Fragment>
      ))}
      {legal ? (
        <>
          <LegalCheckbox termsUrl={legal.termsUrl} privacyUrl={legal.privacyUrl} checked={accepted} onChange={setAccepted} />
          {disabled ? <p className="airlock-hint">{t('connect.legal.required')}</p> : null}
        </>
      ) : null}
      {canAskForStorage() ? (
        <Suspense fallback={null}>
          <StorageAccessNotice />
        </Suspense>
      ) : null}
      <p className="airlock-connect-footer" data-testid="airlock-connect-footer">
        {t('connect.newToWallets')}
        <button type="button" className="airlock-link-button" data-testid="airlock-get-started" data-airlock-opens="WhatIsAWallet" onClick={() => dispatch(viewPushed('WhatIsAWallet'))}>
          {t('connect.getStarted')}
        </button>
      </p>
    </div>
  )
}
