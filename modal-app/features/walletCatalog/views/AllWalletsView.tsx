import { useEffect, useState } from 'react'
import { Constants } from '../../../../shared/constants'
import { useAppDispatch, useAppSelector } from '../../../app/hooks'
import { EmptyState } from '../../../ui/components/EmptyState'
import { Icon } from '../../../ui/components/Icon'
import { WalletImage } from '../../../ui/components/WalletImage'
import { t } from '../../../ui/i18n/t'
import { walletSelected } from '../../connect/connectActions'
import { selectVisibleCatalogWallets } from '../selectors'
import { searchTermChanged } from '../walletCatalogSlice'
import { walletImageUrl } from '../walletImageUrl'
import { useDebouncedValue } from './useDebouncedValue'

/**
 * All wallets: a search box (the term settles after 300 ms before it reaches the store, where
 * the catalog client picks it up) and the grid of catalog wallets, or "No wallets found".
 *
 * @example
 * <AllWalletsView />
 */
export default function AllWalletsView() {
  const dispatch = useAppDispatch()
  const [input, setInput] = useState('')
  const term = useDebouncedValue(input, Constants.searchDebounceMs)
  const wallets = useAppSelector(selectVisibleCatalogWallets)
  const { registryUrl } = useAppSelector((s) => s.options.value.services)
  const projectId = useAppSelector((s) => s.options.value.projectId)

  useEffect(() => {
    dispatch(searchTermChanged(term))
  }, [dispatch, term])

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
      {wallets.length === 0 ? (
        <EmptyState icon="wallet" title={t('allWallets.empty')} hint={t('allWallets.emptyHint')} testId="airlock-wallets-empty" />
      ) : (
        <ul className="airlock-grid" aria-label={t('allWallets.results', { count: wallets.length })}>
          {wallets.map((w) => (
            <li key={w.id}>
              <button
                type="button"
                className="airlock-grid-item"
                data-testid={`airlock-connector-${w.id}`}
                onClick={() => dispatch(walletSelected({ id: w.id, group: 'catalog' }))}
              >
                <WalletImage name={w.name} src={w.image_id ? walletImageUrl(registryUrl, w.image_id, projectId) : undefined} size={48} />
                <span className="airlock-grid-label">{w.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
