import type { ChainNamespace } from '../../shared/caip'
import type { PublicState } from '../../shared/protocol/api'
import type { RestoredConnection } from '../../shared/protocol/messages'
import { lastConnectionKey, rememberedRecord } from './rememberedRecord'

/**
 * What the modal remembers of one page's last connection, so that page's next load shows the
 * visitor connected at once (issue 42 #5): the public state the page was last shown, the
 * connector that served it, each namespace's accounts, the wallet's name and icon. Only what the
 * page already saw: addresses and chain ids, never a key, a session or a token.
 */
export interface LastConnection {
  /** The state the page last saw connected (closed: `open: false`, view Connect). */
  state: PublicState
  /** The registry id of the connector that served it (`injected`, `walletConnect`, `embedded`, …). */
  connectorId: string
  /** The accounts of each namespace that connector served, the address first. */
  accounts: Partial<Record<ChainNamespace, string[]>>
  /** The wallet's eip155 chain, when it served eip155. */
  chainId?: number
  /** The wallet as the Account view names it. */
  wallet?: { name: string; icon?: string; identifier?: string }
  /** Whether it came over WalletConnect (the WalletConnect row hides while connected). */
  viaWalletConnect?: boolean
  /** What the page's next `ready` carries: the state and the events it implies, made when this was written. */
  ready: RestoredConnection
}


/**
 * The modal-origin storage of each page's last connection (see {@link LastConnection}). Keyed by
 * project and by the embedding page's origin, as the handshake proved it: a page never learns of
 * a connection made on another page. Blocked storage remembers nothing (the restore then runs as
 * it does for a first visit); a malformed entry reads as none.
 *
 * @example
 * lastConnection.write('demo', 'https://dapp.example', memo)
 * lastConnection.read('demo', 'https://dapp.example')?.state.accounts // ['0xf39F…']
 */
export const lastConnection = {
  read(projectId: string, hostOrigin: string): LastConnection | undefined {
    const value = rememberedRecord(projectId, hostOrigin)
    return isLastConnection(value) ? value : undefined
  },
  /** Stores `memo`, or with undefined forgets the page's entry. */
  write(projectId: string, hostOrigin: string, memo: LastConnection | undefined): void {
    try {
      if (memo) globalThis.localStorage?.setItem(lastConnectionKey(projectId, hostOrigin), JSON.stringify(memo))
      else globalThis.localStorage?.removeItem(lastConnectionKey(projectId, hostOrigin))
    } catch {
      // Storage blocked or full: the next load restores the slow way.
    }
  },
}

/**
 * Whether a stored record is a whole {@link LastConnection} a connector may take up.
 *
 * @example
 * if (isLastConnection(record)) hub.takeUp(record)
 */
export function isLastConnection(value: Partial<LastConnection> | undefined): value is LastConnection {
  if (!value || typeof value !== 'object' || typeof value.connectorId !== 'string' || !value.ready || !Array.isArray(value.ready.events)) return false
  const { state, accounts } = value
  if (!state || state.status !== 'connected' || !isAddressList(state.accounts) || state.accounts.length === 0) return false
  if (!accounts || typeof accounts !== 'object' || !Object.values(accounts).every(isAddressList)) return false
  return value.chainId === undefined || Number.isSafeInteger(value.chainId)
}

function isAddressList(list: unknown): list is string[] {
  return Array.isArray(list) && list.length > 0 && list.every((a) => typeof a === 'string' && a.length > 0 && a.length < 200)
}
