import type { AppStore } from '../store/storeTypes'
import { accountUpdated } from '../state/account/accountSlice'
import { alertRaised } from '../state/alerts/alertsSlice'
import { callsSponsorshipRefused, callsStatusShown } from '../state/calls/callsActions'
import { recentWalletsSaved, wcErrorRaised, wcUriReceived } from '../state/connection/connectionSlice'
import { farcasterChannelOpened } from './embedded/screens/embeddedActions'
import { approvedNetworksChanged, smartAccountNetworksChanged } from '../state/network/networkSlice'
import { siwxSessionStored } from '../state/siwx/siwxSlice'
import type { ConnectorNotice } from './ConnectorNotice'

/**
 * Writes what a connector noticed to the store: each notice becomes the action of the feature
 * that shows it (the connection's pairing URI and error, the approved and smart-account networks,
 * the SIWX session, the Recent wallets, the account type, the Farcaster channel, the calls status
 * view, the alert, docs/texts.md#alerts). The one place a connector's news reaches the store besides its connection.
 *
 * @example
 * applyNotice(store, { type: 'pairingFailed' })
 */
export function applyNotice(store: Pick<AppStore, 'dispatch'>, notice: ConnectorNotice): void {
  switch (notice.type) {
    case 'pairingUri':
      store.dispatch(wcUriReceived({ uri: notice.uri, expiry: notice.expiry }))
      return
    case 'pairingFailed':
      store.dispatch(wcErrorRaised())
      return
    case 'approvedNetworks':
      store.dispatch(approvedNetworksChanged({ ids: notice.ids, supportsAllNetworks: notice.supportsAllNetworks }))
      return
    case 'signedIn':
      store.dispatch(siwxSessionStored({ key: notice.key, session: notice.session }))
      return
    case 'recentWallets':
      store.dispatch(recentWalletsSaved(notice.wallets))
      return
    case 'accountType':
      store.dispatch(smartAccountNetworksChanged(notice.smartAccountNetworks))
      store.dispatch(accountUpdated({ namespace: 'eip155', preferredAccountType: notice.preferredAccountType, smartAccountDeployed: notice.smartAccountDeployed, allAccounts: notice.allAccounts }))
      return
    case 'farcasterChannel':
      store.dispatch(farcasterChannelOpened({ url: notice.url, expiresAt: notice.expiresAt }))
      return
    case 'callsStatusShown':
      store.dispatch(callsStatusShown({ id: notice.id }))
      return
    case 'sponsorshipRefused':
      store.dispatch(callsSponsorshipRefused({ message: notice.message }))
      return
    case 'serviceUnreachable':
      store.dispatch(alertRaised('socialsTimeout'))
      return
  }
}
