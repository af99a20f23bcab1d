import { Constants } from '../../../../shared/constants'
import { useAppDispatch, useAppSelector } from '../../../store/hooks'
import { EmptyState } from '../../../ui/components/EmptyState'
import { t } from '../../../ui/i18n/t'
import { useEndpointQuery } from '../../../state/dataService/useEndpointQuery'
import { viewPushed } from '../../../state/router/routerSlice'
import { nftsApi } from '../nftsApi'
import { NftImage } from './NftImage'
import '../../../ui/i18n/walletMessages'
import { selectCaipNetworkId } from '../../../state/network/selectors'

const grid = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(136px, 1fr))', gap: 12, listStyle: 'none', margin: 0, padding: 0 } as const
const card = {
  width: '100%',
  display: 'flex',
  flexDirection: 'column',
  gap: 6,
  padding: 8,
  textAlign: 'start',
  background: 'transparent',
  color: 'var(--airlock-text)',
  border: '1px solid var(--airlock-border)',
  borderRadius: 'var(--airlock-radius-m)',
  cursor: 'pointer',
  font: 'inherit',
} as const
const clip = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const

/**
 * The NFTs tab (docs/views.md#account-tabs): the account's ERC-721 and ERC-1155 tokens on the active network as a grid
 * of image, name and collection (an ERC-1155 amount above one as "×N"); each opens the NftDetail
 * view. Cached 30 s like the portfolio (docs/constants.md#caches); honest loading, error and empty states.
 *
 * @example
 * <NftsTab address="0xf39F…2266" />
 */
export default function NftsTab({ address }: { address: string }) {
  const dispatch = useAppDispatch()
  const caipNetworkId = useAppSelector(selectCaipNetworkId)
  const q = useEndpointQuery(nftsApi.endpoints.accountNfts, caipNetworkId ? { address, caipNetworkId } : undefined, Constants.portfolioCacheMs / 1000)
  const nfts = q.data?.nfts ?? []
  if (q.isLoading) return <p className="airlock-text-secondary" role="status" data-testid="airlock-nfts-loading">{t('nfts.loading')}</p>
  if (q.isError && nfts.length === 0) return <EmptyState icon="alert" title={t('nfts.failed')} hint={t('nfts.failedHint')} testId="airlock-nfts-error" />
  if (nfts.length === 0) return <EmptyState icon="wallet" title={t('account.nfts.empty')} hint={t('account.nfts.emptyHint')} testId="airlock-nfts-empty" />
  return (
    <ul style={grid} aria-label={t('nfts.list')} data-testid="airlock-nfts">
      {nfts.map((nft) => (
        <li key={`${nft.chainId}:${nft.contract}:${nft.tokenId}`} style={{ minWidth: 0 }}>
          <button
            type="button"
            style={card}
            data-testid="airlock-nft"
            data-airlock-opens="NftDetail"
            onClick={() => dispatch(viewPushed({ view: 'NftDetail', data: { chainId: nft.chainId, contract: nft.contract, tokenId: nft.tokenId } }))}
          >
            <NftImage src={nft.image} testId="airlock-nft-image" />
            <strong style={clip} data-testid="airlock-nft-name">
              {nft.name}
              {nft.standard === 'erc1155' && nft.amount !== '1' ? ` ×${nft.amount}` : ''}
            </strong>
            <span className="airlock-text-secondary" style={clip} data-testid="airlock-nft-collection">
              {nft.collection.name}
            </span>
          </button>
        </li>
      ))}
    </ul>
  )
}
