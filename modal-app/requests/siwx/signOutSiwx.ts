import type { AppThunk } from '../../store/appThunk'
import { hubFrom } from '../../wallets/hubAccess'
import { SIWX_SESSIONS_PATH } from '../../../shared/siwx/sessionsApi'
import { HOST_ORIGIN_HEADER } from '../../state/dataService/callDataApi'
import { selectSiwxConfig, selectSiwxTarget } from '../../state/siwx/selectors'
import { siwxSessionRemoved } from '../../state/siwx/siwxSlice'

/**
 * Ends the sign-in session of the connected account: the data service revokes it (with the
 * bearer it gave the modal when storing it, which the dapp never sees), the modal forgets it, and with `required`
 * sign-in the wallet disconnects too, as a session is then the condition of the connection.
 * Resolves once done; a data service that can't be reached still leaves the session forgotten
 * here (it expires there on its own).
 *
 * @example
 * await store.dispatch(signOutSiwx())
 */
export function signOutSiwx(fetchImpl: typeof fetch = (...a) => globalThis.fetch(...a)): AppThunk<Promise<void>> {
  return async (dispatch, getState, extra) => {
    const state = getState()
    const target = selectSiwxTarget(state)
    const session = target && state.siwx?.sessions[target.key]
    if (target && session) {
      dispatch(siwxSessionRemoved(target.key))
      if (session.pci && session.secret) {
        const { services, projectId } = state.options.value
        const url = `${services.apiUrl.replace(/\/$/, '')}${SIWX_SESSIONS_PATH}/${encodeURIComponent(target.address)}/revoke`
        await fetchImpl(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${session.secret}`, [HOST_ORIGIN_HEADER]: state.options.hostOrigin },
          body: JSON.stringify({ projectId, pci: session.pci }),
        }).catch(() => undefined)
      }
    }
    if (selectSiwxConfig(getState())?.required && target) await hubFrom(extra)?.disconnect()
  }
}
