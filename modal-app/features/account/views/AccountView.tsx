import { lazy, Suspense } from 'react'
import { useAppDispatch, useAppSelector } from '../../../store/hooks'
import { formatBalance } from '../../../ui/format/formatBalance'
import { truncateAddress } from '../../../../shared/format/truncateAddress'
import { Icon } from '../../../ui/components/Icon'
import { NetworkIcon } from '../../network/views/NetworkIcon'
import { t } from '../../../ui/i18n/t'
import { disconnectRequested } from '../../../state/connection/connectActions'
import { useIdentity } from '../../portfolio/useIdentity'
import { viewPushed } from '../../../state/router/routerSlice'
import type { ConnectedWalletInfo } from '../../../state/account/accountTypes'
import { selectActiveAccount } from '../../../state/account/selectors'
import { AccountTypeSwitch } from '../../../wallets/embedded/screens/smartAccount/views/AccountTypeSwitch'
import { AccountTabs } from './AccountTabs'
import { Avatar } from './Avatar'
import { WalletFeatureBar } from '../../walletFeatures/views/WalletFeatureBar'
import { AccountNameButton } from '../../names/views/AccountNameButton'
import { copyToClipboard } from '../../../state/notifications/copyToClipboard'
import { selectCaipNetwork, selectSmartAccountOnActiveNetwork } from '../../../state/network/selectors'
import { LanguagePicker } from '../../../ui/components/LanguagePicker'

// The embedded wallet's sign-in methods load with a signed-in Account view only, never on the start path.
const SignInMethods = lazy(() => import('../../../wallets/embedded/screens/linking/views/SignInMethods'))
const SecondFactorSettings = lazy(() => import('../../../wallets/embedded/screens/secondFactor/views/SecondFactorSettings'))
const GuestWalletNotice = lazy(() => import('../../../wallets/embedded/screens/guest/views/GuestWalletNotice'))
const PasskeyOwnerSection = lazy(() => import('../passkeyOwner/PasskeyOwnerSection'))

/**
 * The Account view: avatar, name or truncated address (4 + 6), balance, network button, copy
 * and disconnect (Sign out for an embedded wallet, with the email or social account it signed in
 * with), then the Tokens / NFTs / Activity tabs and the visitor's language setting.
 *
 * @example
 * <AccountView />
 */
export default function AccountView() {
  const dispatch = useAppDispatch()
  const account = useAppSelector(selectActiveAccount)
  const network = useAppSelector(selectCaipNetwork)
  const identity = useIdentity(account?.address)
  const smartAccountHere = useAppSelector(selectSmartAccountOnActiveNetwork)
  if (!account?.address) return null
  const address = account.address
  const name = account.profileName ?? identity.name
  const image = account.profileImage ?? identity.avatar
  const symbol = account.balanceSymbol ?? network?.nativeCurrency.symbol ?? ''
  const signedIn = signedInLine(account.connectedWalletInfo)
  const copy = () => {
    void dispatch(copyToClipboard(address, { copied: t('account.copied'), failed: t('account.copyFailed') }))
  }
  return (
    <div className="airlock-stack">
      <button
        type="button"
        className="airlock-pill airlock-network-button"
        data-testid="airlock-account-network"
        data-airlock-opens="Networks"
        onClick={() => dispatch(viewPushed('Networks'))}
      >
        <NetworkIcon network={network} size={20} />
        <span>{network?.name ?? t('account.noNetwork')}</span>
        {network ? <span className="airlock-visually-hidden">{t('account.switchNetwork')}</span> : null}
        <Icon name="chevron" size={16} />
      </button>
      <div className="airlock-account-head">
        <Avatar address={address} image={image} />
        <p className="airlock-account-name" dir="ltr" data-testid="airlock-account-address" title={address}>
          {name ?? truncateAddress(address)}
        </p>
        {name ? (
          <p className="airlock-text-secondary" dir="ltr" data-testid="airlock-account-short-address">
            {truncateAddress(address)}
          </p>
        ) : null}
        {signedIn ? (
          <p className="airlock-text-secondary" data-testid="airlock-account-signed-in">
            {signedIn}
          </p>
        ) : account.connectedWalletInfo ? (
          <p className="airlock-text-secondary" data-testid="airlock-account-wallet">
            {t('account.connectedWith', { name: account.connectedWalletInfo.name })}
          </p>
        ) : null}
        <p className="airlock-account-balance" data-testid="airlock-account-balance">
          <span className="airlock-visually-hidden">{t('account.balance')} </span>
          <span dir="ltr">
            {formatBalance(account.balance)} {symbol}
          </span>
        </p>
      </div>
      {/* Each button's name is its visible label (label in name, WCAG 2.5.3, whatever a
          language's short and long words are); the longer words are its description (title). */}
      <div className="airlock-actions">
        <button type="button" className="airlock-button airlock-button-secondary" onClick={copy} data-testid="airlock-account-copy" title={t('account.copy')}>
          <Icon name="copy" size={18} />
          {t('account.copyShort')}
        </button>
        {account.addressExplorerUrl ? (
          <a
            className="airlock-button airlock-button-secondary"
            href={account.addressExplorerUrl}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="airlock-account-explorer"
            title={t('account.explorer')}
          >
            <Icon name="explorer" size={18} />
            {t('account.explorerShort')}
          </a>
        ) : null}
        <button
          type="button"
          className="airlock-button airlock-button-secondary"
          onClick={() => dispatch(disconnectRequested({ namespace: account.namespace }))}
          data-testid="airlock-account-disconnect"
        >
          <Icon name="disconnect" size={18} />
          {signedIn ? t('account.signOut') : t('account.disconnect')}
        </button>
      </div>
      {/* The embedded wallet's own key, for the visitor: the view guards and re-checks the sign-in. */}
      {signedIn ? (
        <button type="button" className="airlock-button airlock-button-secondary" data-testid="airlock-account-export" data-airlock-opens="ExportKey" onClick={() => dispatch(viewPushed('ExportKey'))}>
          {t('account.exportKey')}
        </button>
      ) : null}
      {/* The guest wallet lives on this device only: the notice and its "Secure this wallet". */}
      {account.connectedWalletInfo?.guest ? (
        <Suspense fallback={null}>
          <GuestWalletNotice />
        </Suspense>
      ) : null}
      {signedIn ? (
        <Suspense fallback={null}>
          <SignInMethods />
          <SecondFactorSettings />
        </Suspense>
      ) : null}
      <AccountNameButton account={account} identityName={identity.name} />
      <WalletFeatureBar />
      <AccountTypeSwitch account={account} />
      {/* Only the embedded wallet's smart account can have a passkey owner; its code loads only then. */}
      {smartAccountHere && network && account.namespace === 'eip155' && account.connectedWalletInfo?.user && account.allAccounts.find((a) => a.address === address)?.type === 'smartAccount' ? (
        <Suspense fallback={null}>
          <PasskeyOwnerSection address={address} caipNetworkId={network.caipNetworkId} />
        </Suspense>
      ) : null}
      <AccountTabs account={account} />
      <LanguagePicker />
    </div>
  )
}

/** The embedded wallet's "who signed in" line: the email, or the social provider and username. */
function signedInLine(wallet: ConnectedWalletInfo | undefined): string | undefined {
  if (!wallet?.user) return undefined
  if (wallet.socialProvider) {
    const provider = t(`social.${wallet.socialProvider}`)
    return t('account.signedInWith', { provider: wallet.user.username ? `${provider} (${wallet.user.username})` : provider })
  }
  return wallet.user.email
}
