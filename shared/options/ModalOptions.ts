import type { AirlockNetwork } from '../networks/networks'
import type { SiwxOptions } from '../siwx/SiwxOptions'

export type ThemeMode = 'dark' | 'light'

/** The typed theme contract; each key becomes a `--airlock-*` CSS variable in the modal. */
export interface ThemeVariables {
  '--airlock-accent'?: string
  '--airlock-font-family'?: string
  '--airlock-border-radius'?: string
  '--airlock-z-index'?: number
  '--airlock-color-mix'?: string
  '--airlock-color-mix-strength'?: number
}

/** features with their defaults (docs/features.md#defaults). */
export interface Features {
  swaps: boolean
  onramp: boolean
  receive: boolean
  send: boolean
  email: boolean
  emailShowWallets: boolean
  history: boolean
  analytics: boolean
  allWallets: boolean
  legalCheckbox: boolean
  smartSessions: boolean
  /** "Continue as guest": an embedded wallet without a sign-in, kept on this device until secured (off when absent, the default). */
  guestWallets?: boolean
  collapseWallets: boolean
  socials: SocialProvider[] | false
  connectMethodsOrder?: ConnectMethod[]
}

export type SocialProvider = 'google' | 'x' | 'discord' | 'farcaster' | 'github' | 'apple' | 'facebook' | 'passkey'
export type ConnectMethod = 'email' | 'social' | 'wallet'
export type ConnectorType = 'walletConnect' | 'recent' | 'injected' | 'featured' | 'custom' | 'external' | 'recommended'
export type WalletFeature = 'onramp' | 'swaps' | 'receive' | 'send'

export interface AppMetadata {
  name: string
  description: string
  url: string
  icons: string[]
}

export interface CustomWallet {
  id: string
  name: string
  homepage?: string
  image_url?: string
  mobile_link?: string
  desktop_link?: string
  webapp_link?: string
  rdns?: string
}

/**
 * Where the modal reaches outside services. The data API, auth, bundler and paymaster URLs are
 * the operator's: the modal takes them from the project's settings, and a page may only pick one
 * of those by naming it exactly (anything else is refused, see the modal's `resolveEndpoints`).
 */
export interface ServiceUrls {
  /** Blockchain data API (docs/calls.md#data-api). */
  apiUrl: string
  /** Wallet registry (getWallets, images, analytics config). */
  registryUrl: string
  /** Analytics sink (POST /e). */
  analyticsUrl: string
  /** WalletConnect relay websocket. */
  relayUrl: string
  /** The embedded wallet's auth service (email code, social sign-in, sessions, key shares; shared/authApi). */
  authUrl: string
  /**
   * The ERC-4337 bundler of each network (CAIP-2 id → URL). The embedded wallet's account is a
   * smart account only on the networks listed here (smartAccountEnabledNetworks, docs/entities.md#network); elsewhere it
   * is the plain key account. Optional: no bundler, no smart accounts.
   */
  bundlerUrls?: Record<string, string>
  /** The ERC-7677 paymaster service that sponsors the project's user operations when the dapp asks for it. */
  paymasterUrl?: string
}

/** The endpoints only the project's settings name; a page may leave them out (the operator's first is used). */
export type OperatorServiceName = 'apiUrl' | 'authUrl' | 'bundlerUrls' | 'paymasterUrl'

/** The `services` a page gives `createModal`: the registry, analytics and relay URLs, and at most a choice among the operator's endpoints. */
export type HostServiceUrls = Omit<ServiceUrls, OperatorServiceName> & Partial<Pick<ServiceUrls, OperatorServiceName>>

/**
 * Everything `createModal` accepts ("Options", docs/entities.md#options). Only plain data: the whole object
 * crosses the bridge in the handshake.
 */
export interface ModalOptions {
  projectId: string
  networks: AirlockNetwork[]
  defaultNetwork?: AirlockNetwork
  metadata?: AppMetadata
  features?: Partial<Features>
  themeMode?: ThemeMode
  themeVariables?: ThemeVariables
  /**
   * The language the modal speaks, a BCP 47 tag (`'ar'`, `'pt-BR'`, `'zh-Hant'`): matched against
   * the modal's catalogs by language and script. Left out, the visitor's browser languages decide;
   * English when neither matches. A language the visitor picks in the modal outranks it.
   */
  language?: string
  includeWalletIds?: string[]
  excludeWalletIds?: string[]
  featuredWalletIds?: string[]
  customWallets?: CustomWallet[]
  termsConditionsUrl?: string
  privacyPolicyUrl?: string
  allowUnsupportedChain?: boolean
  /** Basic WalletConnect mode: only the WalletConnect QR is offered. */
  basic?: boolean
  enableWalletConnect?: boolean
  /** WalletConnect telemetry; off unless the operator turns it on. */
  enableTelemetry?: boolean
  enableEIP6963?: boolean
  enableNetworkSwitch?: boolean
  enableWallets?: boolean
  debug?: boolean
  /**
   * CAIP-2 id → RPC URL the dapp prefers, handed to outside wallets (add-chain, WalletConnect).
   * The modal's own reads and everything an approval shows use the operator's RPC, never these.
   */
  customRpcUrls?: Record<string, string>
  chainImages?: Record<string, string>
  defaultAccountTypes?: Partial<Record<'eip155' | 'solana' | 'bip122' | 'polkadot', string>>
  connectorTypeOrder?: ConnectorType[]
  walletFeaturesOrder?: WalletFeature[]
  /** The older name of `siwx`; setting both throws (docs/validation.md#options). */
  siweConfig?: SiwxOptions
  siwx?: SiwxOptions
  services?: Partial<ServiceUrls>
}

/** defaults (docs/features.md#defaults). */
export const DEFAULT_FEATURES: Features = {
  swaps: true,
  onramp: true,
  receive: true,
  send: true,
  email: true,
  emailShowWallets: true,
  history: true,
  analytics: true,
  allWallets: true,
  legalCheckbox: false,
  smartSessions: false,
  collapseWallets: false,
  socials: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'],
}
