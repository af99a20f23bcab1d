/**
 * What the demo page knows about the local stack, fixed at build (or dev-server start) time and
 * injected as the global `__AIRLOCK_DEMO__` by Vite `define`. Plain data only.
 */
export interface DemoEnv {
  /** Stack profile the page was built for (`dev` for npm start, `test` for npm test). */
  profile: 'dev' | 'test'
  /** Where modal-app is served (another site than the demo, so the iframe is cross-site). */
  modalUrl: string
  /** Local data API (also stands in for the wallet registry and analytics sink). */
  dataApiUrl: string
  /** Local WalletConnect relay websocket. */
  relayUrl: string
  /** Local auth service of the embedded wallet (email code, social sign-in, key shares). */
  authUrl: string
  /**
   * The ERC-4337 bundler of each chain (CAIP-2 id → URL) and the ERC-7677 paymaster, passed as
   * `services.bundlerUrls` / `services.paymasterUrl` so the embedded wallet's account is a smart
   * account. `npm start` (dev) only: the e2e specs that drive the demo page's embedded wallet
   * check the plain key account, and the smart-account specs open their own test pages.
   */
  smartAccounts: { bundlerUrls: Record<string, string>; paymasterUrl: string } | null
  /** Local anvil JSON-RPC endpoints by chain id. */
  rpcUrls: { '1': string; '8453': string }
  /** The local Solana chain's JSON-RPC (it plays devnet): the demo's Solana card points devnet at it. */
  solanaRpcUrl: string
  /** AUSD test token address (same on both chains). */
  tokenAddress: string
  /** Where `tokenAddress` came from: the running stack's stack.json or the deterministic deploy address. */
  tokenSource: 'stack.json' | 'deterministic'
  /** A second funded test account, the other recipient of the demo transfer. */
  secondAccount: string
  /** gzip size of dist/host-sdk/index.js when the page was built, or null if it was not built yet. */
  hostSdkGzipBytes: number | null
}
