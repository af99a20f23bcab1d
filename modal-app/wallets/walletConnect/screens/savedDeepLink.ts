const KEY = 'airlock:walletconnect:deeplink'

/** The wallet app the visitor opened to pair; requests can bring it back to the front. */
export interface SavedDeepLink {
  name: string
  /** The wallet's link without a URI (e.g. `trust://`), safe-checked when saved. */
  href: string
}

/**
 * The saved deep link of the WalletConnect wallet in the modal origin's localStorage; reset (docs/state-rules.md#reset)
 * clears it. Blocked storage simply means nothing is remembered.
 *
 * @example
 * savedDeepLink.set({ name: 'Trust', href: 'trust://' }); savedDeepLink.get()?.name // 'Trust'
 */
export const savedDeepLink = {
  get(): SavedDeepLink | undefined {
    try {
      const value = JSON.parse(globalThis.localStorage?.getItem(KEY) ?? 'null') as Partial<SavedDeepLink> | null
      return value && typeof value.href === 'string' && typeof value.name === 'string' ? { name: value.name, href: value.href } : undefined
    } catch {
      return undefined
    }
  },
  set(link: SavedDeepLink | undefined): void {
    try {
      if (link) globalThis.localStorage?.setItem(KEY, JSON.stringify(link))
      else globalThis.localStorage?.removeItem(KEY)
    } catch {
      // Storage blocked: the link is not remembered.
    }
  },
}
