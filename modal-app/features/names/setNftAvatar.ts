import { coinTypeOf, type RegisterNameError } from '../../../shared/names'
import { nftAvatarRecord } from '../../../shared/nfts/nftAvatarRecord'
import type { NftItem } from '../../../shared/nfts/types'
import type { AppThunk } from '../../store/appThunk'
import { selectActiveAccount } from '../../state/account/selectors'
import { notificationRequested } from '../../state/notifications/notificationsSlice'
import { portfolioApi } from '../../state/dataService/portfolioApi'
import { profileAttributesApi } from './profileAttributesApi'
import { signProfileMessage } from './signProfileMessage'
import { t } from '../../ui/i18n/t'
import '../../ui/i18n/walletMessages'

/**
 * Makes `nft` the avatar of the account's registered `name`: the ENS-style text record
 * `avatar = eip155:<chainId>/<erc721|erc1155>:<contract>/<id>` (docs/validation.md#names: EIP-155, erc721 and erc1155
 * only), in a `{ name, attributes: { avatar }, timestamp }` message the account signs after
 * approving it (`signProfileMessage`), posted to the data service's
 * `/v1/profile/account/{name}/attributes`. Then the identity (300 s cache, docs/constants.md#caches) is read again, so
 * Account shows the image the service resolved (it checks the account holds the token). docs/texts.md#other
 * texts on a declined or failed signature; the service's reason on a refusal. Resolves with
 * whether it worked.
 *
 * @example
 * await dispatch(setNftAvatar(nft, 'alice.airlock'))
 */
export function setNftAvatar(nft: NftItem, name: string): AppThunk<Promise<boolean>> {
  return async (dispatch, getState) => {
    const account = selectActiveAccount(getState())
    const network = getState().network.caipNetwork
    if (!account?.address || !network || network.chainNamespace !== 'eip155') return false
    const address = account.address
    const message = JSON.stringify({ name, attributes: { avatar: nftAvatarRecord(nft) }, timestamp: Math.floor(Date.now() / 1000) })
    const signed = await dispatch(signProfileMessage({ message, address, caipNetworkId: network.caipNetworkId, namespace: account.namespace }))
    if ('error' in signed) {
      dispatch(notificationRequested({ message: signed.error, variant: 'error' }))
      return false
    }
    const body = { coin_type: coinTypeOf(Number(network.id)), address, message, signature: signed.signature }
    const response = await dispatch(profileAttributesApi.endpoints.setNameAttributes.initiate({ name, body }))
    if ('error' in response && response.error) {
      const data = (response.error as { data?: unknown }).data as Partial<RegisterNameError> | undefined
      dispatch(notificationRequested({ message: data?.reasons?.[0]?.description ?? t('nfts.avatarFailed'), variant: 'error' }))
      return false
    }
    await dispatch(portfolioApi.endpoints.identity.initiate({ address }, { forceRefetch: true, subscribe: false }) as never)
    dispatch(notificationRequested({ message: t('nfts.avatarSet'), variant: 'success' }))
    return true
  }
}
