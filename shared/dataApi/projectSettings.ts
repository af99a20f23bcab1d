/**
 * The wire shape of one project's public settings (`GET /v1/projects/{projectId}/settings` of
 * the data service): what the modal needs to decide whether it may run in the page that frames
 * it, and what the operator lets it do there. Shared by the service that answers it, the modal
 * that asks at the handshake, and the modal's servers that build `frame-ancestors` from it, so
 * nothing project-specific has to be compiled into the modal.
 */

/**
 * The features an operator can switch off for a project (`features` in config/projects.json).
 * Presentation choices (legal checkbox, collapsed wallets, method order) stay the dapp's; these
 * are capabilities. Analytics has its own `analytics` flag.
 */
export const OPERATOR_FEATURES = ['swaps', 'onramp', 'receive', 'send', 'email', 'socials', 'history', 'allWallets', 'smartSessions', 'guestWallets'] as const

export type OperatorFeature = (typeof OPERATOR_FEATURES)[number]

/** Every operator feature with whether the operator allows it; absent in the config means allowed. */
export type FeatureAllowance = Record<OperatorFeature, boolean>

/**
 * How long an answer of the settings service may be reused, in seconds (its `Cache-Control`
 * max-age): browsers, the modal's stored copy and the modal's servers keep none longer, so an
 * operator's edit (an origin allowed or removed) reaches every page within it.
 */
export const SETTINGS_MAX_AGE_S = 60

export interface ProjectSettings {
  projectId: string
  /** Exact origins (`scheme://host[:port]`) of the pages allowed to embed the modal. */
  allowedOrigins: string[]
  /** Whether the operator lets the modal send this project's analytics events. */
  analytics: boolean
  /** What the modal may contact for this project (its CSP connect-src and img-src), CSP source syntax. */
  connectSources: string[]
  features: FeatureAllowance
  /**
   * The service endpoints the operator runs for this project: the only ones the modal uses. A
   * page may pick among them (by naming one exactly) but never name another. The first of each
   * list is the default; an empty list means the operator runs none.
   */
  endpoints: OperatorEndpoints
}

/**
 * The operator's endpoints of one project (`endpoints` in config/projects.json). Per-network maps
 * are keyed by CAIP-2 id; `rpcUrls` is the chain RPC the modal trusts for what an approval shows
 * (simulation, balances, fees), never the page's `customRpcUrls`.
 */
export interface OperatorEndpoints {
  apiUrl: string[]
  authUrl: string[]
  paymasterUrl: string[]
  bundlerUrls: Record<string, string[]>
  rpcUrls: Record<string, string[]>
}

/** No endpoints at all: what an answer without `endpoints` (an older service) means. */
export const NO_OPERATOR_ENDPOINTS: OperatorEndpoints = Object.freeze({ apiUrl: [], authUrl: [], paymasterUrl: [], bundlerUrls: {}, rpcUrls: {} })

/** The route of the settings, in fastify's syntax. */
export const PROJECT_SETTINGS_ROUTE = '/v1/projects/:projectId/settings'

/**
 * The URL of a project's settings at a settings service base URL (a path prefix is kept).
 *
 * @example
 * projectSettingsUrl('https://api.example/data', 'p1') // 'https://api.example/data/v1/projects/p1/settings'
 */
export function projectSettingsUrl(baseUrl: string, projectId: string): string {
  return new URL(`v1/projects/${encodeURIComponent(projectId)}/settings`, baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`).href
}
