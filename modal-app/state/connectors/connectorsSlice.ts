import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { ChainNamespace } from '../../../shared/caip'

/** connector types (docs/entities.md#connector). */
export type ConnectorKind = 'INJECTED' | 'ANNOUNCED' | 'MULTI_CHAIN' | 'EXTERNAL' | 'WALLET_CONNECT' | 'AUTH' | 'ID_AUTH'

/** A connector as the UI sees it; the provider object itself lives outside the store. */
export interface ConnectorInfo {
  id: string
  name: string
  type: ConnectorKind
  chain: ChainNamespace
  chains?: string[]
  imageUrl?: string
  imageId?: string
  explorerId?: string
  info?: { rdns?: string }
  /** Detected in the host page (EIP-6963 announcement or `window.ethereum`): docs/validation.md#connector-visibility lists such an
   * injected connector even without an rdns. */
  installed?: boolean
}

export interface ConnectorsState {
  list: ConnectorInfo[]
}

// This slice's part of the store's state (see store/RootState.ts).
declare module '../../store/RootState' {
  interface RootState {
    connectors: ConnectorsState
  }
}

export const initialConnectorsState: ConnectorsState = { list: [] }

/**
 * Merges connectors the way (docs/state-rules.md#connectors): de-duplicated by id, newer first.
 *
 * @example
 * mergeConnectors([{ id: 'a', name: 'old' }], [{ id: 'a', name: 'new' }]) // [{ id: 'a', name: 'new' }]
 */
export function mergeConnectors<T extends { id: string }>(existing: readonly T[], added: readonly T[]): T[] {
  const seen = new Set<string>()
  const out: T[] = []
  for (const c of [...added, ...existing]) {
    if (seen.has(c.id)) continue
    seen.add(c.id)
    out.push(c)
  }
  return out
}

/**
 * The connectors available now (injected through the host, WalletConnect, embedded, …).
 *
 * @example
 * store.dispatch(connectorsAdded([{ id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155' }]))
 */
export const connectorsSlice = createSlice({
  name: 'connectors',
  initialState: initialConnectorsState,
  reducers: {
    connectorsAdded(state, action: PayloadAction<ConnectorInfo[]>) {
      state.list = mergeConnectors(state.list, action.payload)
    },
    connectorRemoved(state, action: PayloadAction<{ id: string }>) {
      state.list = state.list.filter((c) => c.id !== action.payload.id)
    },
  },
})

export const { connectorsAdded, connectorRemoved } = connectorsSlice.actions
