import type { Hex } from 'viem'
import { safeStorage } from '../../../state/connection/recentWallets'

/** A passkey the smart account has as an owner on one chain: the WebAuthn credential id and its P-256 public key (x || y). */
export interface PasskeyOwner {
  id: string
  publicKey: Hex
}

const KEY = 'airlock:embedded:passkeyOwners'

const keyOf = (owner: string, caipNetworkId: string): string => `${owner.toLowerCase()}@${caipNetworkId}`

function isPasskeyOwner(value: unknown): value is PasskeyOwner {
  const v = value as Partial<PasskeyOwner> | null
  return !!v && typeof v.id === 'string' && v.id.length > 0 && typeof v.publicKey === 'string' && /^0x[0-9a-fA-F]{128}$/.test(v.publicKey)
}

/**
 * The passkey owners of the embedded wallet's smart accounts, per owner key and network, in the
 * modal origin's localStorage (public data only: a credential id and a public key; the private
 * key stays in the authenticator). Written once the chain has the passkey as an owner; while a
 * record exists the smart account on that network signs its user operations with the passkey.
 * Storage denied: kept for the page's lifetime (`memory`).
 *
 * @example
 * passkeyOwners.get('0xOwner', 'eip155:1')?.id
 */
export const passkeyOwners = {
  memory: new Map<string, PasskeyOwner>(),
  listeners: new Set<() => void>(),
  /** Calls `listener` after every `set` (a view's `useSyncExternalStore`); returns the unsubscribe. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener)
    return () => void this.listeners.delete(listener)
  },
  get(owner: string, caipNetworkId: string): PasskeyOwner | undefined {
    const key = keyOf(owner, caipNetworkId)
    const held = this.memory.get(key)
    if (held) return held
    try {
      const stored = (JSON.parse(safeStorage()?.getItem(KEY) ?? '{}') as Record<string, unknown>)[key]
      return isPasskeyOwner(stored) ? { id: stored.id, publicKey: stored.publicKey } : undefined
    } catch {
      return undefined
    }
  },
  set(owner: string, caipNetworkId: string, passkey: PasskeyOwner): void {
    const key = keyOf(owner, caipNetworkId)
    this.memory.set(key, passkey)
    try {
      const storage = safeStorage()
      const all = JSON.parse(storage?.getItem(KEY) ?? '{}') as Record<string, unknown>
      storage?.setItem(KEY, JSON.stringify({ ...all, [key]: passkey }))
    } catch {
      // Storage denied or a torn value: the memory copy serves this page.
    }
    for (const listener of this.listeners) listener()
  },
}
