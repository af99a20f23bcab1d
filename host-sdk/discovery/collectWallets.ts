import { ProviderRpcError, InvalidParamsError } from '../../shared/errors/ProviderRpcError'
import type { HostWalletInfo } from '../../shared/protocol/api'

interface InjectedProvider {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on?(event: string, listener: (data: unknown) => void): void
  removeListener?(event: string, listener: (data: unknown) => void): void
  isAirlock?: boolean
}

export interface WalletDirectory {
  list(): HostWalletInfo[]
  request(uuid: string, args: { method: string; params?: unknown }): Promise<unknown>
  /** Forwards a wallet's EIP-1193 events once the modal starts using it. */
  watch(uuid: string, onEvent: (event: string, data: unknown) => void): void
  destroy(): void
}

const WALLET_EVENTS = ['accountsChanged', 'chainChanged', 'disconnect', 'connect'] as const
const LEGACY_UUID = 'injected:window.ethereum'
/** host-sdk/solana's announcements of the page's Wallet Standard Solana wallets (shared/solana/hostSolanaWallet.event). */
const SOLANA_ANNOUNCE = 'airlock:announceWallet'

/**
 * Collects the wallets of the host page: EIP-6963 announcements, and the legacy
 * `window.ethereum` when no announced wallet is the same object, and the page's Wallet Standard
 * Solana wallets that Airlock's Solana entry announces the same way under its own event name. Only plain descriptors (with
 * data: URI icons) go to the modal; providers stay here and are driven through `request`.
 *
 * @example
 * const wallets = collectWallets(self, () => modal.walletsChanged(wallets.list()))
 */
export function collectWallets(own: object, onChange: () => void): WalletDirectory {
  const providers = new Map<string, { info: HostWalletInfo; provider: InjectedProvider }>()
  const watched = new Map<string, Array<[string, (data: unknown) => void]>>()
  // Wallets already in the page answer the requestProvider below synchronously, while the caller
  // is still building what onChange uses (createModal's bridge): those are in the first list(),
  // so only later announcements are changes.
  let collecting = true

  const onAnnounce = (event: Event) => {
    const detail = (event as CustomEvent).detail as { info?: Partial<HostWalletInfo>; provider?: InjectedProvider } | undefined
    const info = detail?.info
    const provider = detail?.provider
    if (!info || !provider || provider === own || typeof provider.request !== 'function') return
    if (typeof info.uuid !== 'string' || typeof info.name !== 'string' || typeof info.rdns !== 'string') return
    if (providers.has(info.uuid)) return
    const icon = typeof info.icon === 'string' && /^data:image\/[a-z+.-]+[;,]/i.test(info.icon) ? info.icon : ''
    providers.set(info.uuid, { info: { uuid: info.uuid, name: info.name.slice(0, 64), icon, rdns: info.rdns.slice(0, 128), type: 'ANNOUNCED' }, provider })
    providers.delete(LEGACY_UUID)
    addLegacy()
    if (!collecting) onChange()
  }

  const addLegacy = () => {
    const legacy = (window as { ethereum?: InjectedProvider }).ethereum
    if (!legacy || legacy === own || legacy.isAirlock || typeof legacy.request !== 'function') return
    for (const entry of providers.values()) if (entry.provider === legacy) return
    providers.set(LEGACY_UUID, { info: { uuid: LEGACY_UUID, name: 'Browser Wallet', icon: '', rdns: '', type: 'INJECTED' }, provider: legacy })
  }

  window.addEventListener('eip6963:announceProvider', onAnnounce)
  // The same shape from Airlock's Solana entry: the page's Wallet Standard wallets, kept off EIP-6963.
  window.addEventListener(SOLANA_ANNOUNCE, onAnnounce)
  window.dispatchEvent(new Event('eip6963:requestProvider'))
  addLegacy()
  collecting = false

  const get = (uuid: string) => {
    const entry = providers.get(uuid)
    if (!entry) throw new ProviderRpcError('Provider not found.', { code: 4900 })
    return entry
  }

  return {
    list: () => [...providers.values()].map((e) => e.info),
    async request(uuid, args) {
      if (!args || typeof args.method !== 'string') throw new InvalidParamsError()
      return get(uuid).provider.request(args.params === undefined ? { method: args.method } : args)
    },
    watch(uuid, onEvent) {
      if (watched.has(uuid)) return
      const { provider } = get(uuid)
      const listeners = WALLET_EVENTS.map((name) => [name, (data: unknown) => onEvent(name, data)] as [string, (data: unknown) => void])
      for (const [name, listener] of listeners) provider.on?.(name, listener)
      watched.set(uuid, listeners)
    },
    destroy() {
      window.removeEventListener('eip6963:announceProvider', onAnnounce)
      window.removeEventListener(SOLANA_ANNOUNCE, onAnnounce)
      for (const [uuid, listeners] of watched) for (const [name, l] of listeners) providers.get(uuid)?.provider.removeListener?.(name, l)
      watched.clear()
    },
  }
}
