import { useEffect, useState } from 'react'
import { Constants } from '../../../../../../shared/constants'
import { useAppDispatch, useAppSelector } from '../../../../../store/hooks'
import { EmptyState } from '../../../../../ui/components/EmptyState'
import { Icon } from '../../../../../ui/components/Icon'
import { t } from '../../../../../ui/i18n/t'
import { connectIntent, walletSelected } from '../../../../../state/connection/connectActions'
import { selectAllWalletsGrid } from '../selectAllWalletsGrid'
import { walletsPageRequested } from '../walletCatalogActions'
import { searchTermChanged } from '../walletCatalogSlice'
import { walletImageUrl } from '../../../../../clients/walletRegistry/walletImageUrl'
import { LazyWalletImage } from './LazyWalletImage'
import { useDebouncedValue } from './useDebouncedValue'
import { useInView } from './useInView'
import { selectWalletCatalog } from '../selectors'
import { selectProjectId, selectServices } from '../../../../../state/options/selectors'
import { selectCustomWallets } from '../../../../../state/options/viewSelectors'

/**
 * All wallets: a search box (the term settles for 300 ms before it reaches the store, where the
 * catalog listener searches) and the grid: custom, featured, recommended, then the paged list,
 * loading the next 40 when the end scrolls near; images load lazily. "No wallets found" when a
 * search has no match.
 *
 * @example
 * <AllWalletsView />
 */
export default function AllWalletsView() {
  const dispatch = useAppDispatch()
  const [input, setInput] = useState('')
  const term = useDebouncedValue(input, Constants.searchDebounceMs)
  const wallets = useAppSelector(selectAllWalletsGrid)
  const { count, wallets: paged, searchTerm } = useAppSelector(selectWalletCatalog)
  const { registryUrl } = useAppSelector(selectServices)
  const projectId = useAppSelector(selectProjectId)
  const customIds = useAppSelector(selectCustomWallets)
  const more = !searchTerm && paged.length < count
  const [sentinel, nearEnd] = useInView<HTMLDivElement>('240px')

  useEffect(() => {
    dispatch(searchTermChanged(term))
  }, [dispatch, term])
  useEffect(() => {
    if (more && nearEnd) dispatch(walletsPageRequested())
  }, [dispatch, more, nearEnd, paged.length])

  const isCustom = (id: string) => !!customIds?.some((w) => w.id === id)
  return (
    <div className="airlock-stack">
      <div className="airlock-search">
        <Icon name="search" size={18} />
        <label className="airlock-visually-hidden" htmlFor="airlock-wallet-search">
          {t('allWallets.search.label')}
        </label>
        <input
          id="airlock-wallet-search"
          className="airlock-input airlock-search-input"
          type="search"
          autoComplete="off"
          placeholder={t('allWallets.search.placeholder')}
          value={input}
          onChange={(e) => setInput(e.target.value)}
          data-testid="airlock-wallet-search"
        />
      </div>
      {wallets.length === 0 && !more ? (
        <EmptyState icon="wallet" title={t('allWallets.empty')} hint={t('allWallets.emptyHint')} testId="airlock-wallets-empty" />
      ) : (
        <ul className="airlock-grid" aria-label={t('allWallets.results', { count: wallets.length })} data-testid="airlock-wallet-grid" data-count={wallets.length}>
          {wallets.map((w) => {
            const pick = { id: w.id, group: isCustom(w.id) ? ('custom' as const) : ('catalog' as const) }
            return (
              <li key={w.id}>
                <button
                  type="button"
                  className="airlock-grid-item"
                  data-testid={`airlock-connector-${w.id}`}
                  onClick={() => dispatch(walletSelected(pick))}
                  onPointerEnter={() => dispatch(connectIntent({ pick }))}
                  onFocus={() => dispatch(connectIntent({ pick }))}
                >
                  <LazyWalletImage name={w.name} src={w.imageUrl ?? (w.imageId ? walletImageUrl(registryUrl, w.imageId, { projectId }) : undefined)} size={48} />
                  <span className="airlock-grid-label">{w.name}</span>
                </button>
              </li>
            )
          })}
        </ul>
      )}
      {more ? (
        <div ref={sentinel} className="airlock-center" role="status" data-testid="airlock-wallets-more">
          <span className="airlock-spinner" aria-hidden="true" />
          <span className="airlock-visually-hidden">{t('allWallets.loadingMore')}</span>
        </div>
      ) : null}
    </div>
  )
}
