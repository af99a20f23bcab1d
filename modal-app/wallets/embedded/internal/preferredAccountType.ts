import { safeStorage } from '../../../state/connection/recentWallets'

/** The two account types of the embedded wallet on EVM (docs/features.md#account-types, allAccounts types, docs/entities.md#account). */
export type EvmAccountType = 'smartAccount' | 'eoa'

const KEY = 'airlock:embedded:accountType'

/**
 * The visitor's account type per owner key, in the modal origin's localStorage (address → type):
 * says the preferred type is switched once (docs/state-rules.md#embedded-wallet), on the wallet's first connect; after that it is
 * the visitor's choice from the Account view's switch, kept across reloads. Storage denied: the
 * choice lives for the page's lifetime (`memory`).
 *
 * @example
 * preferredAccountType.get('0xOwner') ?? 'smartAccount'
 */
export const preferredAccountType = {
  memory: new Map<string, EvmAccountType>(),
  get(owner: string): EvmAccountType | undefined {
    const key = owner.toLowerCase()
    const held = this.memory.get(key)
    if (held) return held
    try {
      const stored = (JSON.parse(safeStorage()?.getItem(KEY) ?? '{}') as Record<string, unknown>)[key]
      return stored === 'smartAccount' || stored === 'eoa' ? stored : undefined
    } catch {
      return undefined
    }
  },
  set(owner: string, type: EvmAccountType): void {
    const key = owner.toLowerCase()
    this.memory.set(key, type)
    try {
      const storage = safeStorage()
      const all = JSON.parse(storage?.getItem(KEY) ?? '{}') as Record<string, unknown>
      storage?.setItem(KEY, JSON.stringify({ ...all, [key]: type }))
    } catch {
      // Storage denied or a torn value: the memory copy serves this page.
    }
  },
}
