import type { ThemeMode, ThemeVariables } from '../options/ModalOptions'

/** An EIP-1193 request as it crosses the bridge. */
export interface RequestArguments {
  method: string
  params?: unknown
  /** CAIP-2 id; defaults to the active network. */
  chainId?: string
  /** Host-made request id (1–64 chars), so the host can `cancel` a request it gave up on. */
  id?: string
}

export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected'

/** What the host may know of the modal: addresses, chain, view. Never keys or sessions. */
export interface PublicState {
  open: boolean
  view: string
  loading: boolean
  status: ConnectionStatus
  namespace?: string
  address?: string
  caipAddress?: string
  /** Active network, CAIP-2. */
  caipNetworkId?: string
  /** Hex chain id for eip155 (`0x1`), as EIP-1193 wants it. */
  chainId?: string
  accounts: string[]
  themeMode: ThemeMode
  /** The connected address's registered name, when it has one (names, docs/views.md#flows). */
  profileName?: string
  /**
   * The closed modal is painted behind the host's curtain as an open() with no view shows it:
   * the host may reveal it in its own next frame, before the modal hears of the open.
   */
  primed?: boolean
}

/** A wallet found in the host page (EIP-6963 or legacy `window.ethereum`). */
export interface HostWalletInfo {
  uuid: string
  name: string
  /** data: URI only; anything else is dropped by the host. */
  icon: string
  rdns: string
  /** 'ANNOUNCED' for EIP-6963, 'INJECTED' for the legacy `window.ethereum`. */
  type: 'ANNOUNCED' | 'INJECTED'
}

/** Events the modal sends to the host (one `emit` entry point keeps the surface tiny). */
export type HostEvent =
  | { type: 'state'; state: PublicState }
  | { type: 'provider'; event: 'connect'; data: { chainId: string } }
  | { type: 'provider'; event: 'disconnect'; data: { code: number; message: string } }
  | { type: 'provider'; event: 'chainChanged'; data: string }
  | { type: 'provider'; event: 'accountsChanged'; data: string[] }
  | { type: 'provider'; event: 'message'; data: { type: string; data: unknown } }
  | { type: 'wallet-subscribe'; uuid: string }

/** host → iframe. Every member is a function; the modal exposes nothing else. */
export interface ModalApi {
  request(args: RequestArguments): Promise<unknown>
  open(view?: string): Promise<void>
  close(): Promise<void>
  getState(): Promise<PublicState>
  setThemeMode(mode: ThemeMode): Promise<void>
  setThemeVariables(variables: ThemeVariables): Promise<void>
  walletsChanged(wallets: HostWalletInfo[]): Promise<void>
  walletEvent(uuid: string, event: string, data: unknown): Promise<void>
  ping(at: number): Promise<number>
  /** The host gave up on request `id` (its deadline passed): retire its approval, never send it. */
  cancel(id: string): Promise<void>
}

/** iframe → host. */
export interface HostApi {
  emit(event: HostEvent): Promise<void>
  listWallets(): Promise<HostWalletInfo[]>
  walletRequest(uuid: string, args: { method: string; params?: unknown }): Promise<unknown>
}

/** The names each side may call: anything else is refused by the hardened endpoint. */
export const MODAL_API_METHODS = [
  'request', 'open', 'close', 'getState', 'setThemeMode', 'setThemeVariables', 'walletsChanged', 'walletEvent', 'ping', 'cancel',
] as const satisfies readonly (keyof ModalApi)[]
export const HOST_API_METHODS = [
  'emit', 'listWallets', 'walletRequest',
] as const satisfies readonly (keyof HostApi)[]
