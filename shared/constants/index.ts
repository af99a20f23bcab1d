/** business constants (docs/constants.md#timing) and styling defaults (docs/views.md#styling), in one place. */
export const Constants = {
  sdkType: 'appkit',
  sdkVersion: 'html-wagmi-4.2.2',
  emailCooldownMs: 30_000,
  portfolioCacheMs: 30_000,
  nativeBalanceCacheMs: 30_000,
  ensCacheMs: 300_000,
  identityCacheMs: 300_000,
  balanceRetryBlockMs: 30_000,
  maxRecentWallets: 2,
  recommendedEntries: 4,
  featuredFallbackEntries: 4,
  walletsPerPage: 40,
  searchEntries: 100,
  searchDebounceMs: 300,
  prefetchedImages: 20,
  imagePreloadTimeoutMs: 2_000,
  pairingExpiryMs: 4 * 60_000,
  pairingRefreshBeforeMs: 10_000,
  receiptWaitMs: 25_000,
  errorUiDelayMs: 300,
  heartbeatMs: 5_000,
  httpTimeoutMs: 10_000,
  notificationSwapMs: 150,
  injectedProviderWaitMs: 1_000,
  embeddedRequestTimeoutMs: 30_000,
  /** docs/constants.md#timing: going back from ConnectingFarcaster steps back after 100 ms. */
  farcasterBackDelayMs: 100,
  /** Requests waiting for approval at once; more are refused at once (-32005), never queued unseen. */
  maxPendingApprovals: 20,
  addressHead: 4,
  addressTail: 6,
  balanceDecimals: 3,
  tokenTotalDecimals: 2,
  slippage: 1,
  swapChains: [1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554],
  errorCodes: { unrecognizedChain: 4902, default: 5000, invalidChainId: 32603 },
} as const

/** Default z-index of the host's dialog (docs/views.md#styling); its own export so the host bundle skips the rest. */
export const DEFAULT_Z_INDEX = 999
/** Default theme mode (docs/views.md#styling). */
export const DEFAULT_THEME_MODE = 'dark' as const

/** theme defaults (docs/views.md#styling). */
export const ThemeDefaults = {
  accentLight: 'hsla(231,100%,70%,1)',
  accentDark: 'hsla(230,100%,67%,1)',
  backgroundLight: '#fff',
  backgroundDark: '#121313',
  modalWidthPx: 360,
  zIndex: DEFAULT_Z_INDEX,
  fontFamily: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  themeMode: DEFAULT_THEME_MODE,
  headerTextMs: 120,
  modalHeightMs: 150,
  viewTransitionMs: 150,
  shakeMs: 500,
} as const

/** Bridge timing: how long the host waits for `ready`, and for any single call. */
export const BridgeTimeouts = {
  readyMs: 10_000,
  callMs: 30_000,
  /** Calls that wait on a person (approvals, connect) get longer. */
  interactiveCallMs: 10 * 60_000,
  /** The host probes a live channel this often (heartbeat 5 s, docs/constants.md#timing). */
  heartbeatMs: 5_000,
} as const
