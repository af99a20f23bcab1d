import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { ChainNamespace } from '../../../shared/caip'
import { emptyAccount, type AccountTab, type NamespaceAccount } from './accountTypes'

export interface AccountState {
  byNamespace: Partial<Record<ChainNamespace, NamespaceAccount>>
  activeNamespace?: ChainNamespace
}

// This slice's part of the store's state (see store/RootState.ts).
declare module '../../store/RootState' {
  interface RootState {
    account: AccountState
  }
}

export const initialAccountState: AccountState = { byNamespace: {} }

type AccountPatch = { namespace: ChainNamespace } & Partial<Omit<NamespaceAccount, 'namespace'>>

/**
 * Account state per namespace (docs/entities.md#account). Updates merge into the namespace's entry; resetting clears
 * address, balances, profile and wallet info (docs/state-rules.md#balances) but keeps the chosen tab.
 *
 * @example
 * store.dispatch(accountUpdated({ namespace: 'eip155', address: '0xabc…', status: 'connected' }))
 */
export const accountSlice = createSlice({
  name: 'account',
  initialState: initialAccountState,
  reducers: {
    accountUpdated(state, action: PayloadAction<AccountPatch>) {
      const { namespace, ...patch } = action.payload
      state.byNamespace[namespace] = { ...(state.byNamespace[namespace] ?? emptyAccount(namespace)), ...patch }
      state.activeNamespace ??= namespace
    },
    accountReset(state, action: PayloadAction<{ namespace?: ChainNamespace }>) {
      const targets = action.payload.namespace
        ? [action.payload.namespace]
        : (Object.keys(state.byNamespace) as ChainNamespace[])
      for (const ns of targets) {
        const tab = state.byNamespace[ns]?.currentTab ?? 'tokens'
        state.byNamespace[ns] = { ...emptyAccount(ns), currentTab: tab }
      }
    },
    activeNamespaceChanged(state, action: PayloadAction<ChainNamespace>) {
      state.activeNamespace = action.payload
    },
    accountTabChanged(state, action: PayloadAction<{ namespace: ChainNamespace; tab: AccountTab }>) {
      const { namespace, tab } = action.payload
      state.byNamespace[namespace] = { ...(state.byNamespace[namespace] ?? emptyAccount(namespace)), currentTab: tab }
    },
  },
})

export const { accountUpdated, accountReset, activeNamespaceChanged, accountTabChanged } = accountSlice.actions
