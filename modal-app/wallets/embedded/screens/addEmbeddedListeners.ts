import { toProviderError } from '../../../../shared/errors/ProviderRpcError'
import type { AppStartListening } from '../../../store/listenerMiddleware'
import { isEmbeddedConnector } from '../EmbeddedConnector'
import { hubFrom } from '../../hubAccess'
import { viewDataChanged } from '../../../state/router/routerSlice'
import { emailCodeSubmitted, farcasterChannelOpened } from './embeddedActions'

/**
 * The email code's routing: a submitted code goes to the embedded connector; while it is checked
 * the view shows `verifying`, and a wrong or expired code comes back as the service's message
 * on the same view (`codeError`, `state: 'code'`) so the visitor can type another or ask for a
 * new one. A code that works needs nothing here: the connect attempt of the email pick finishes
 * and the connection feature shows Account. A Farcaster channel the connector opened becomes the
 * ConnectingFarcaster view's `url` and `expiresAt`.
 *
 * @example
 * addEmbeddedListeners(listenerMiddleware.startListening)
 */
export function addEmbeddedListeners(startListening: AppStartListening): void {
  startListening({
    actionCreator: emailCodeSubmitted,
    effect: async ({ payload }, api) => {
      const embedded = hubFrom(api.extra)?.connectors.find(isEmbeddedConnector)
      const top = api.getState().router.history.at(-1)
      if (!embedded || top?.view !== 'EmailVerifyOtp') return
      const since = top.data?.since
      const stillHere = () => {
        const now = api.getState().router.history.at(-1)
        return now?.view === 'EmailVerifyOtp' && now.data?.since === since
      }
      api.dispatch(viewDataChanged({ state: 'verifying', codeError: null }))
      try {
        await embedded.submitEmailCode(payload.code)
      } catch (error) {
        if (stillHere()) api.dispatch(viewDataChanged({ state: 'code', codeError: toProviderError(error).message }))
      }
    },
  })
  startListening({
    actionCreator: farcasterChannelOpened,
    effect: ({ payload }, api) => {
      if (api.getState().router.history.at(-1)?.view === 'ConnectingFarcaster') api.dispatch(viewDataChanged({ url: payload.url, expiresAt: payload.expiresAt }))
    },
  })
}
