import { isSafeExternalUrl, walletSchemeOf } from '../../../../shared/url'
import type { AppStartListening } from '../../../store/listenerMiddleware'
import { connectionReset } from '../../../state/connection/connectionSlice'
import { savedDeepLink } from './savedDeepLink'
import { wcLinkOpened } from './walletConnectActions'

/**
 * WalletConnect's view effects: a wallet link the view opened (safe schemes only) is remembered
 * until the reset clears it (docs/state-rules.md#reset). Picks, retries and pairing go through the connection feature.
 *
 * @example
 * addWalletConnectListeners(listenerMiddleware.startListening)
 */
export function addWalletConnectListeners(startListening: AppStartListening): void {
  startListening({
    actionCreator: wcLinkOpened,
    // The view opened the link itself (in the click); remember the wallet app without the URI.
    effect: ({ payload }) => {
      if (isSafeExternalUrl(payload.home, walletSchemeOf(payload.home))) savedDeepLink.set({ name: payload.name, href: payload.home })
    },
  })

  startListening({
    actionCreator: connectionReset,
    effect: () => savedDeepLink.set(undefined),
  })
}
