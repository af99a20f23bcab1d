import { ErrorText } from '../../../shared/errors/messages'
import { coinTypeOf, fullName, type RegisterNameError, type RegisterNameMessage } from '../../../shared/names'
import type { AppThunk } from '../../store/appThunk'
import { hubFrom } from '../../wallets/hubAccess'
import { accountUpdated } from '../../state/account/accountSlice'
import { selectActiveAccount } from '../../state/account/selectors'
import { notificationRequested } from '../../state/notifications/notificationsSlice'
import { portfolioApi } from '../../state/dataService/portfolioApi'
import { viewDataChanged, viewPushed, viewReplaced } from '../../state/router/routerSlice'
import { profileApi } from './profileApi'
import { signProfileMessage } from './signProfileMessage'

/**
 * Registers `label` in the local zone for the connected embedded wallet (docs/state-rules.md#names: loading, sign a
 * message, register, store the profile name). The message is signed at once (`signProfileMessage`
 * with `reviewedInModal`: pressing Register for the typed name was the visitor's review); a declined or failed signature leaves the register view as it was,
 * with the text 'Signature declined' or 'Sign message failed' (docs/texts.md#sign-in). docs/views.md#flows: then the success view is
 * pushed (waiting) and replaced by the success view on success or by the register view on
 * failure, with the text (docs/texts.md#names): the service's first reason, else 'Error registering name {name}'. docs/validation.md#names: it needs an
 * active network, an address and the auth (embedded) connector. Resolves with whether it worked.
 *
 * @example
 * const ok = await dispatch(registerName('alice'))
 */
export function registerName(label: string): AppThunk<Promise<boolean>> {
  return async (dispatch, getState, extra) => {
    const name = fullName(label)
    const state = getState()
    const account = selectActiveAccount(state)
    const network = state.network.caipNetwork
    const connector = account ? hubFrom(extra)?.registry.get(account.namespace) : undefined
    if (!network || network.chainNamespace !== 'eip155' || !account?.address || !account.connectedWalletInfo?.user || !connector) {
      dispatch(notificationRequested({ message: 'Address or auth connector not found', variant: 'error' }))
      return false
    }
    const address = account.address
    const fail = (message: string) => {
      dispatch(viewReplaced({ view: 'RegisterAccountName', data: { name: label } }))
      dispatch(notificationRequested({ message, variant: 'error' }))
      return false
    }
    const body: RegisterNameMessage = { name, attributes: {}, timestamp: Math.floor(Date.now() / 1000) }
    const message = JSON.stringify(body)
    // The approval comes back to the register view (with the name still typed, route data);
    // the waiting view follows the signature.
    dispatch(viewDataChanged({ name: label }))
    // The visitor typed the name and pressed Register: that was the review, no second approval in the modal.
    const signed = await dispatch(signProfileMessage({ message, address, caipNetworkId: network.caipNetworkId, namespace: account.namespace, reviewedInModal: true }))
    if ('error' in signed) {
      dispatch(notificationRequested({ message: signed.error, variant: 'error' }))
      return false
    }
    const signature = signed.signature
    dispatch(viewPushed({ view: 'RegisterAccountNameSuccess', data: { name, pending: true } }))
    const result = await dispatch(profileApi.endpoints.registerName.initiate({ coin_type: coinTypeOf(Number(network.id)), address, message, signature }))
    if ('error' in result && result.error) {
      const data = (result.error as { data?: unknown }).data as Partial<RegisterNameError> | undefined
      return fail(data?.reasons?.[0]?.description ?? ErrorText.errorRegisteringName(name))
    }
    dispatch(accountUpdated({ namespace: account.namespace, profileName: name }))
    // The cached lookups would show the old answers for 300 s (docs/constants.md#caches).
    // (RTK Query's thunks are typed for a store whose dataApi slice is always present.)
    void dispatch(portfolioApi.util.upsertQueryData('identity', { address }, { name, avatar: account.profileImage ?? null }) as never)
    void dispatch(profileApi.util.upsertQueryData('resolveName', name, result.data ?? null) as never)
    dispatch(viewReplaced({ view: 'RegisterAccountNameSuccess', data: { name } }))
    return true
  }
}
