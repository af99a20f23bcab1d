import { createSelector } from '@reduxjs/toolkit'
import type { RootState } from '../../store/RootState'
import { t } from '../../ui/i18n/t'
import { buildWalletList, type WalletListItem } from './buildWalletList'
import { orderConnectorTypes } from './orderConnectorTypes'

/**
 * The Connect view's wallet rows from the store: connector type order (docs/views.md#orders) with the configured
 * overrides, then `buildWalletList`'s visibility rules. Empty when wallets are disabled.
 *
 * @example
 * const rows = useAppSelector(selectWalletListItems)
 */
export const selectWalletListItems = createSelector(
  [
    (s: RootState) => s.options.value,
    (s: RootState) => s.connectors.list,
    (s: RootState) => s.connection.recentWallets,
    (s: RootState) => s.connection.walletConnectNamespaces.length > 0,
    (s: RootState) => s.walletCatalog,
  ],
  (options, connectors, recent, connectedViaWalletConnect, catalog): WalletListItem[] => {
    if (options.enableWallets === false) return []
    const order = orderConnectorTypes({
      enableWalletConnect: options.enableWalletConnect !== false,
      connectedViaWalletConnect,
      overrides: options.connectorTypeOrder,
    })
    return buildWalletList({
      order,
      connectors,
      recent,
      featured: catalog.featured,
      recommended: catalog.recommended,
      custom: options.customWallets ?? [],
      excluded: catalog.excludedWallets,
      walletConnectName: t('connect.wallets.walletConnect'),
    })
  },
)
