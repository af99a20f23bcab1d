import { safeStorage } from '../../state/connection/recentWallets'

/** What survives a reload of a page Solana wallet's connection: which wallet (its rdns and name). */
export interface HostSolanaSession {
  rdns: string
  name: string
}

const KEY = 'airlock:solana:session'

/**
 * The stored connection of a host page's Wallet Standard Solana wallet (modal-origin
 * localStorage), as `storedSession` keeps the injected EVM one: `load` gives it back after a
 * reload (undefined when none or unreadable), `save` stores it, or with undefined forgets it.
 * Without storage nothing is restored, which is the same as a visitor who never connected.
 *
 * @example
 * hostSolanaSession.save({ rdns: 'wallet-standard.solana:Phantom', name: 'Phantom' })
 * hostSolanaSession.load()?.rdns // 'wallet-standard.solana:Phantom'
 */
export const hostSolanaSession = {
  load(storage: Pick<Storage, 'getItem'> | undefined = safeStorage()): HostSolanaSession | undefined {
    try {
      const value = JSON.parse(storage?.getItem(KEY) ?? 'null') as Partial<HostSolanaSession> | null
      if (!value || typeof value.rdns !== 'string' || typeof value.name !== 'string') return undefined
      return { rdns: value.rdns, name: value.name }
    } catch {
      return undefined
    }
  },
  save(session: HostSolanaSession | undefined, storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined = safeStorage()): void {
    try {
      if (session) storage?.setItem(KEY, JSON.stringify({ rdns: session.rdns, name: session.name }))
      else storage?.removeItem(KEY)
    } catch {
      // Storage denied: the connection is simply not restored after a reload.
    }
  },
}
