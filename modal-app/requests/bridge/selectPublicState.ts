import { createSelector } from '@reduxjs/toolkit'
import type { PublicState } from '../../../shared/protocol'
import { selectActiveAccount } from '../../state/account/selectors'
import { selectConnectionStatus } from '../../state/connection/selectors'
import { selectIsPrimed } from '../../state/router/selectIsPrimed'
import type { RootState } from '../../store/RootState'

/**
 * What the host may see (addresses, chain, view; never keys or sessions), memoized so the
 * bridge can compare by reference before emitting a `state` event.
 *
 * @example
 * selectPublicState(store.getState()) // { open: false, view: 'Connect', status: 'disconnected', accounts: [], … }
 */
export const selectPublicState = createSelector(
  [
    // The router's fields, not the router: a change the host doesn't see (a revealed open, a shake) emits nothing.
    (s: RootState) => s.router.open,
    (s: RootState) => s.router.history.at(-1)?.view ?? 'Connect',
    (s: RootState) => s.router.loading,
    selectActiveAccount,
    // Before any account is known (a returning visitor's restore) the active network's namespace
    // says what the dapp sees: `connecting` while its session comes back, never `disconnected` first.
    (s: RootState) => selectConnectionStatus(s, s.account.activeNamespace ?? s.network.caipNetwork?.chainNamespace),
    (s: RootState) => s.network.caipNetwork,
    (s: RootState) => s.theme.themeMode,
    selectIsPrimed,
  ],
  (open, view, loading, account, status, network, themeMode, primed): PublicState => {
    const connected = !!account?.address && account.status === 'connected'
    const accounts = connected
      ? [account.address!, ...account.allAccounts.map((a) => a.address).filter((a) => a !== account.address)]
      : []
    const state: PublicState = {
      open,
      view,
      loading,
      status: connected ? 'connected' : status,
      accounts,
      themeMode,
    }
    if (primed) state.primed = true
    if (account?.namespace) state.namespace = account.namespace
    if (connected) state.address = account.address
    if (connected && account.caipAddress) state.caipAddress = account.caipAddress
    if (connected && account.profileName) state.profileName = account.profileName
    if (network) {
      state.caipNetworkId = network.caipNetworkId
      if (network.chainNamespace === 'eip155') state.chainId = `0x${Number(network.id).toString(16)}`
    }
    return state
  },
)
