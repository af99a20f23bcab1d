/**
 * Every view the router knows (docs/views.md#views plus the Networks list and the wallet help page).
 * Views are added here first; a view gets a component in `app/viewRegistry.ts`.
 */
export const VIEW_NAMES = [
  'Connect',
  'Account',
  'AllWallets',
  'Networks',
  'UnsupportedChain',
  'WhatIsAWallet',
  'ConnectingExternal',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
  'ConnectingSiwe',
  'ConnectingFarcaster',
  'ConnectingPasskey',
  'ConnectingSocial',
  'EmailVerifyOtp',
  'ExportKey',
  'SIWXSignMessage',
  'ApproveTransaction',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
  'TransactionSent',
  'Swap',
  'OnRamp',
  'OnRampInProgress',
  'CallsStatus',
  'WalletSend',
  'WalletSendPreview',
  'WalletReceive',
  'NftDetail',
] as const

export type ViewName = (typeof VIEW_NAMES)[number]

/**
 * Views that make sense as the first and only entry of the stack: the host's `open(view)` may
 * start at any of these. The others need context (a chosen wallet, a pending request, a name).
 */
export const STANDALONE_VIEWS = [
  'Connect',
  'Account',
  'AllWallets',
  'Networks',
  'UnsupportedChain',
  'WhatIsAWallet',
  'ConnectingWalletConnectBasic',
] as const satisfies readonly ViewName[]

export type StandaloneView = (typeof STANDALONE_VIEWS)[number]

/** Extra, serializable data a view entry may carry (e.g. the chosen connector id). */
export type RouteData = Readonly<Record<string, string | number | boolean | null>>

/** One entry of the view stack. */
export interface RouteEntry {
  view: ViewName
  data?: RouteData
}

/**
 * Narrows any string to a known view name.
 *
 * @example
 * isViewName('Account') // true
 */
export function isViewName(value: unknown): value is ViewName {
  return typeof value === 'string' && (VIEW_NAMES as readonly string[]).includes(value)
}
