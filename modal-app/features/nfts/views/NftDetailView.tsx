import { useState } from 'react'
import { Constants } from '../../../../shared/constants'
import { truncateAddress } from '../../../../shared/format/truncateAddress'
import { useAppDispatch, useAppSelector } from '../../../store/hooks'
import { selectActiveAccount } from '../../../state/account/selectors'
import { DetailRow } from '../../../ui/components/DetailRow'
import { setNftAvatar } from '../../names/setNftAvatar'
import { useEndpointQuery } from '../../../state/dataService/useEndpointQuery'
import { useIdentity } from '../../portfolio/useIdentity'
import { selectCurrentRoute } from '../../../state/router/selectors'
import { nftsApi } from '../nftsApi'
import { NftImage } from './NftImage'
import { t } from '../../../ui/i18n/t'
import '../../../ui/i18n/walletMessages'
import { selectCaipNetwork } from '../../../state/network/selectors'
import { useExplorerUrl } from '../../../wallets/useExplorerUrl'

const STANDARD_LABEL = { erc721: 'ERC-721', erc1155: 'ERC-1155' } as const

/**
 * NftDetail: one NFT of the account (route data: chainId, contract, tokenId) with its image,
 * name, collection, token id, standard, contract (explorer link on the network's explorer) and,
 * for ERC-1155, the amount held. With a registered name the NFT can become the account's avatar
 * (`setNftAvatar`, docs/validation.md#names); without one the view says a name is needed. Reads the NFTs tab's cached
 * list (30 s, docs/constants.md#caches).
 *
 * @example
 * <NftDetailView />
 */
export default function NftDetailView() {
  const dispatch = useAppDispatch()
  const route = useAppSelector(selectCurrentRoute)
  const account = useAppSelector(selectActiveAccount)
  const network = useAppSelector(selectCaipNetwork)
  const identity = useIdentity(account?.address)
  const [busy, setBusy] = useState(false)
  const explorerOf = useExplorerUrl()
  const address = account?.address
  const q = useEndpointQuery(nftsApi.endpoints.accountNfts, address && network ? { address, caipNetworkId: network.caipNetworkId } : undefined, Constants.portfolioCacheMs / 1000)
  const data = route.data ?? {}
  const nft = q.data?.nfts.find((n) => n.chainId === data.chainId && n.contract.toLowerCase() === String(data.contract).toLowerCase() && n.tokenId === data.tokenId)
  if (!nft) {
    return (
      <p className="airlock-text-secondary airlock-center" role="status" data-testid="airlock-nft-detail-missing">
        {q.isLoading ? t('nfts.loading') : t('nfts.missing')}
      </p>
    )
  }
  const explorer = explorerOf(network, 'address', nft.contract)
  const name = account?.profileName ?? identity.name
  const isAvatar = !!nft.image && identity.avatar === nft.image
  return (
    <div className="airlock-stack" data-testid="airlock-nft-detail">
      <div style={{ width: '100%', maxWidth: 240, marginInline: 'auto' }}>
        <NftImage src={nft.image} testId="airlock-nft-detail-image" />
      </div>
      <p className="airlock-account-name airlock-center" data-testid="airlock-nft-detail-name">
        {nft.name}
      </p>
      {nft.description ? <p className="airlock-text-secondary airlock-center">{nft.description}</p> : null}
      <dl className="airlock-stack" style={{ margin: 0 }}>
        <DetailRow label={t('nfts.collection')} testId="airlock-nft-detail-collection">
          {nft.collection.symbol ? `${nft.collection.name} (${nft.collection.symbol})` : nft.collection.name}
        </DetailRow>
        <DetailRow label={t('nfts.tokenId')} testId="airlock-nft-detail-token-id">
          {nft.tokenId}
        </DetailRow>
        <DetailRow label={t('nfts.standard')} testId="airlock-nft-detail-standard">
          {STANDARD_LABEL[nft.standard]}
        </DetailRow>
        {nft.standard === 'erc1155' ? (
          <DetailRow label={t('nfts.amount')} testId="airlock-nft-detail-amount">
            {nft.amount}
          </DetailRow>
        ) : null}
        <DetailRow label={t('nfts.contract')} testId="airlock-nft-detail-contract">
          {explorer ? (
            <a href={explorer} target="_blank" rel="noopener noreferrer" title={nft.contract} data-testid="airlock-nft-detail-explorer">
              {truncateAddress(nft.contract)}
              <span className="airlock-visually-hidden"> {t('nfts.explorer')}</span>
            </a>
          ) : (
            <span dir="ltr" title={nft.contract}>{truncateAddress(nft.contract)}</span>
          )}
        </DetailRow>
      </dl>
      {isAvatar ? (
        <p className="airlock-text-secondary airlock-center" data-testid="airlock-nft-detail-is-avatar">
          {t('nfts.isAvatar')}
        </p>
      ) : name ? (
        <button
          type="button"
          className="airlock-button airlock-button-primary"
          data-testid="airlock-nft-detail-use-avatar"
          disabled={busy}
          aria-busy={busy}
          onClick={() => {
            setBusy(true)
            void dispatch(setNftAvatar(nft, name)).finally(() => setBusy(false))
          }}
        >
          {t('nfts.useAsAvatar')}
        </button>
      ) : (
        <p className="airlock-text-secondary airlock-center" data-testid="airlock-nft-detail-needs-name">
          {t('nfts.avatarNeedsName')}
        </p>
      )}
    </div>
  )
}
