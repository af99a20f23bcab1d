import { safeStorage } from '../state/connection/recentWallets'

/** What survives a reload of a page Wallet Standard wallet's connection: which wallet (its rdns and name). */
export interface HostWalletSession {
  rdns: string
  name: string
}

/**
 * The stored connection of a host page's Wallet Standard wallet under `key` (modal-origin
 * localStorage), as `storedSession` keeps the injected EVM one: `load` gives it back after a
 * reload (undefined when none or unreadable), `save` stores it, or with undefined forgets it.
 * Without storage nothing is restored, which is the same as a visitor who never connected.
 *
 * @example
 * const session = hostWalletSession('airlock:solana:session')
 * session.save({ rdns: 'wallet-standard.solana:Phantom', name: 'Phantom' })
 * session.load()?.rdns // 'wallet-standard.solana:Phantom'
 */
export function hostWalletSession(key: string) {
  return {
    load(storage: Pick<Storage, 'getItem'> | undefined = safeStorage()): HostWalletSession | undefined {
      try {
        const value = JSON.parse(storage?.getItem(key) ?? 'null') as Partial<HostWalletSession> | null
        if (!value || typeof value.rdns !== 'string' || typeof value.name !== 'string') return undefined
        return { rdns: value.rdns, name: value.name }
      } catch {
        return undefined
      }
    },
    save(session: HostWalletSession | undefined, storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined = safeStorage()): void {
      try {
        if (session) storage?.setItem(key, JSON.stringify({ rdns: session.rdns, name: session.name }))
        else storage?.removeItem(key)
      } catch {
        // Storage denied: the connection is simply not restored after a reload.
      }
    },
  }
}

/** The page's Wallet Standard Solana wallet's stored connection. */
export const hostSolanaSession = hostWalletSession('airlock:solana:session')
/** The page's Wallet Standard Bitcoin wallet's stored connection. */
export const hostBitcoinSession = hostWalletSession('airlock:bitcoin:session')
