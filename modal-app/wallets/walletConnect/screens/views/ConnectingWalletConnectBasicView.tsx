import { useEffect } from 'react'
import { useAppDispatch } from '../../../../store/hooks'
import { t } from '../../../../ui/i18n/t'
import { connectRetried } from '../../../../state/connection/connectActions'
import { PairingPanel } from './PairingPanel'
import { useWalletConnectPairing } from './useWalletConnectPairing'
// Registers the texts of lazily loaded views (ui/locales/en.views.json) that this module shows.
import '../../../../ui/i18n/viewMessages'

/**
 * The basic WalletConnect connecting view: the QR code of the pairing URI and copy link. Opened
 * by the WalletConnect row, or by the host directly (`open('ConnectingWalletConnectBasic')`), in
 * which case it starts the pairing itself.
 *
 * @example
 * <ConnectingWalletConnectBasicView />
 */
export default function ConnectingWalletConnectBasicView() {
  const dispatch = useAppDispatch()
  const { uri, failed, data } = useWalletConnectPairing()
  const started = typeof data.since === 'number'
  useEffect(() => {
    if (!started) dispatch(connectRetried({ pick: { id: 'walletConnect', group: 'walletConnect' } }))
  }, [dispatch, started])
  return (
    <div className="airlock-stack" data-testid="airlock-wc-basic">
      <PairingPanel uri={uri} failed={failed} walletName={t('connect.wallets.walletConnect')} hint={t('walletConnect.scan')} />
    </div>
  )
}
