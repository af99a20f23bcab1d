import { useAppDispatch, useAppSelector } from '../../../store/hooks'
import { Icon } from '../../../ui/components/Icon'
import { NetworkIcon } from '../../network/views/NetworkIcon'
import { useNetworkImageUrl } from '../../../state/network/useNetworkImageUrl'
import { t } from '../../../ui/i18n/t'
import { selectActiveAccount } from '../../../state/account/selectors'
import { useIdentity } from '../../portfolio/useIdentity'
import { QrCode } from '../../../ui/components/QrCode'
import { receiveNetworks } from '../receiveNetworks'
import { copyToClipboard } from '../../../state/notifications/copyToClipboard'
import '../../../ui/i18n/walletMessages'
import { selectConfiguredNetworks } from '../../../state/options/selectors'
import { selectCaipNetwork } from '../../../state/network/selectors'

/**
 * The Receive view: the connected address as a QR code (plain address text, which wallets and
 * cameras read), the address in full with Copy, and the networks it receives on.
 *
 * @example
 * <WalletReceiveView />
 */
export default function WalletReceiveView() {
  const dispatch = useAppDispatch()
  const account = useAppSelector(selectActiveAccount)
  const networks = useAppSelector(selectConfiguredNetworks)
  const active = useAppSelector(selectCaipNetwork)
  const identity = useIdentity(account?.address)
  const networkImageOf = useNetworkImageUrl()
  if (!account?.address) return null
  const address = account.address
  const list = receiveNetworks(networks, account.namespace, active)
  const copy = () => {
    void dispatch(copyToClipboard(address, { copied: t('account.copied'), failed: t('account.copyFailed') }))
  }
  return (
    <div className="airlock-stack" data-testid="airlock-receive">
      <QrCode uri={address} walletName={account.profileName ?? identity.name ?? active?.name ?? '?'} imageUrl={account.profileImage ?? identity.avatar ?? networkImageOf(active)} testId="airlock-receive-qr" label={t('receive.qrLabel')} />
      <p style={{ textAlign: 'center', wordBreak: 'break-all', margin: 0 }} data-testid="airlock-receive-address">
        {address}
      </p>
      <button type="button" className="airlock-button airlock-button-secondary" onClick={copy} data-testid="airlock-receive-copy">
        <Icon name="copy" size={18} />
        {t('account.copy')}
      </button>
      <p className="airlock-text-secondary" style={{ margin: 0 }}>{t('receive.networks')}</p>
      <ul className="airlock-token-list" data-testid="airlock-receive-networks" aria-label={t('receive.networks')}>
        {list.map((n) => (
          <li key={n.caipNetworkId} className="airlock-token" style={{ display: 'flex', gap: 8, alignItems: 'center' }} data-testid={`airlock-receive-network-${n.caipNetworkId}`}>
            <NetworkIcon network={n} size={24} />
            <span>{n.name}</span>
          </li>
        ))}
      </ul>
      <p className="airlock-text-secondary" style={{ margin: 0 }}>{t('receive.hint')}</p>
    </div>
  )
}
