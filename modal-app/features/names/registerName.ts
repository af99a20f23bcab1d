import { stringToHex } from 'viem'
import { ErrorText } from '../../../shared/errors/messages'
import { coinTypeOf, fullName, type RegisterNameError, type RegisterNameMessage } from '../../../shared/names'
import type { AppThunk } from '../../app/appThunk'
import { hubFrom } from '../../connectors/hubAccess'
import { accountUpdated } from '../account/accountSlice'
import { selectActiveAccount } from '../account/selectors'
import { notificationRequested } from '../notifications/notificationsSlice'
import { portfolioApi } from '../portfolio/portfolioApi'
import { viewPushed, viewReplaced } from '../router/routerSlice'
import { profileApi } from './profileApi'

/**
 * Registers `label` in the local zone for the connected embedded wallet (§4: loading, sign a
 * message, register, store the profile name). §2: the success view is pushed first (waiting),
 * then replaced by the success view on success or by the register view on failure, with the §8
 * text: the service's first reason, else 'Error registering name {name}'. §5: it needs an
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
    dispatch(viewPushed({ view: 'RegisterAccountNameSuccess', data: { name, pending: true } }))
    const fail = (message: string) => {
      dispatch(viewReplaced({ view: 'RegisterAccountName', data: { name: label } }))
      dispatch(notificationRequested({ message, variant: 'error' }))
      return false
    }
    const body: RegisterNameMessage = { name, attributes: {}, timestamp: Math.floor(Date.now() / 1000) }
    const message = JSON.stringify(body)
    let signature: unknown
    try {
      signature = await connector.request({ method: 'personal_sign', params: [stringToHex(message), address], chainId: network.caipNetworkId })
    } catch {
      // (Every spec text a lazy view uses is paid for in the modal's first chunk: the generic one.)
      return fail(ErrorText.errorRegisteringName(name))
    }
    if (typeof signature !== 'string') return fail(ErrorText.errorRegisteringName(name))
    const result = await dispatch(profileApi.endpoints.registerName.initiate({ coin_type: coinTypeOf(Number(network.id)), address, message, signature }))
    if ('error' in result && result.error) {
      const data = (result.error as { data?: unknown }).data as Partial<RegisterNameError> | undefined
      return fail(data?.reasons?.[0]?.description ?? ErrorText.errorRegisteringName(name))
    }
    dispatch(accountUpdated({ namespace: account.namespace, profileName: name }))
    // The cached lookups would show the old answers for 300 s (§9).
    // (RTK Query's thunks are typed for a store whose dataApi slice is always present.)
    void dispatch(portfolioApi.util.upsertQueryData('identity', { address }, { name, avatar: account.profileImage ?? null }) as never)
    void dispatch(profileApi.util.upsertQueryData('resolveName', name, result.data ?? null) as never)
    dispatch(viewReplaced({ view: 'RegisterAccountNameSuccess', data: { name } }))
    return true
  }
}
