/**
 * The `siwx` (or, under its older name, `siweConfig`) option: sign-in with the wallet after
 * connecting (docs/state-rules.md#connection-status). Plain data, as every option crosses the bridge.
 */
export interface SiwxOptions {
  /** Sign-in is required: cancelling it disconnects the wallet (default false: it closes the modal). */
  required?: boolean
  /** One line the visitor agrees to, shown in the wallet. */
  statement?: string
  /** How long a session lasts, in seconds (default one day). */
  expiresInSeconds?: number
  /** URIs the session also covers (EIP-4361 resources). */
  resources?: string[]
  /**
   * The operator's own nonce endpoint (GET, answering `{ "nonce": "…" }`): the dapp's server then
   * checks the nonce and the session itself (`verifySiwxSession`) and the data service stores
   * nothing. Without it the data service issues the nonce and stores the session.
   */
  nonceUrl?: string
}

/** Default session length when the options name none. */
export const SIWX_DEFAULT_EXPIRY_SECONDS = 24 * 3600
