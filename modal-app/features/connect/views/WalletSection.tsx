import { useAppDispatch, useAppSelector } from '../../../store/hooks'
import { walletImageUrl } from '../../../clients/walletRegistry/walletImageUrl'
import { Icon } from '../../../ui/components/Icon'
import { ListButton } from '../../../ui/components/ListButton'
import { WalletImage } from '../../../ui/components/WalletImage'
import { t } from '../../../ui/i18n/t'
import { viewPushed } from '../../../state/router/routerSlice'
import type { WalletListItem } from '../buildWalletList'
import { connectIntent, walletSelected } from '../../../state/connection/connectActions'
import { selectFeatures, selectProjectId, selectServices } from '../../../state/options/selectors'
import { selectCatalogCount } from '../../../wallets/walletConnect/screens/catalog/selectors'

const TAGS: Partial<Record<WalletListItem['group'], Parameters<typeof t>[0]>> = {
  recent: 'connect.wallets.recent',
  injected: 'connect.wallets.installed',
  walletConnect: 'connect.wallets.qr',
}

/**
 * The wallet rows (connectors and catalog picks) and the All wallets entry. A pointer over a
 * row, or focus on it, is intent: the connector that would serve it loads its code then.
 *
 * @example
 * <WalletSection items={rows} disabled={false} />
 */
export function WalletSection({ items, disabled }: { items: readonly WalletListItem[]; disabled: boolean }) {
  const dispatch = useAppDispatch()
  const showAll = useAppSelector(selectFeatures).allWallets
  const count = useAppSelector(selectCatalogCount)
  // Catalog picks show the registry's image, as in All Wallets, so a wallet looks the same in both.
  const { registryUrl } = useAppSelector(selectServices)
  const projectId = useAppSelector(selectProjectId)
  return (
    <div className="airlock-list" role="group" aria-label={t('connect.wallets.group')} data-testid="airlock-wallet-list">
      {items.map((item) => {
        const tag = TAGS[item.group]
        return (
          <ListButton
            key={item.key}
            label={item.name}
            tag={tag ? t(tag) : undefined}
            disabled={disabled}
            testId={`airlock-connector-${item.id}`}
            image={item.group === 'walletConnect' ? <span className="airlock-logo airlock-logo-walletconnect" style={{ width: 40, height: 40 }}><Icon name="walletConnect" size={26} /></span> : <WalletImage name={item.name} src={item.imageUrl ?? (item.imageId ? walletImageUrl(registryUrl, item.imageId, { projectId }) : undefined)} />}
            onClick={() => dispatch(walletSelected({ id: item.id, group: item.group }))}
            onIntent={() => dispatch(connectIntent({ pick: { id: item.id, group: item.group } }))}
          />
        )
      })}
      {showAll ? (
        <ListButton
          label={t('connect.wallets.allWallets')}
          tag={count > 0 ? String(count) : undefined}
          disabled={disabled}
          testId="airlock-connector-all-wallets"
          image={
            <span className="airlock-logo airlock-logo-icon">
              <Icon name="grid" />
            </span>
          }
          onClick={() => dispatch(viewPushed('AllWallets'))}
          onIntent={() => dispatch(connectIntent({}))}
        />
      ) : null}
    </div>
  )
}
