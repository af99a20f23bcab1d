import type { ConnectorStore } from '../../Connector'
import { createAuthClient, type AuthClient } from '../authClient/createAuthClient'
import type { EmbeddedSessionStore } from '../session/createEmbeddedSessionStore'
import { loadWalletParts } from './loadWalletParts'

/** The embedded wallet's link to its service and its session store, both made on first use. */
export interface EmbeddedSession {
  /** The auth service's client for the configured project (one per connector). */
  client(): AuthClient
  /** The session store, loading the wallet chunk the first time (on a sign-in or a restore). */
  sessions(): Promise<EmbeddedSessionStore>
  /** The session store if it was made already; undefined before any sign-in or restore. */
  current(): EmbeddedSessionStore | undefined
}

/**
 * The embedded wallet's session: the auth client (made once from the options' `authUrl` and
 * project) and the session store that keeps the token and the keys, made only when needed, with
 * a Solana key beside the EVM one only for a dapp configured with a Solana network.
 *
 * @example
 * const session = createEmbeddedSession(store, { hasSolana: () => Boolean(networks.solana()) })
 * const snapshot = await (await session.sessions()).restore()
 */
export function createEmbeddedSession(store: Pick<ConnectorStore, 'getState'>, deps: { hasSolana(): boolean; hasBitcoin?(): boolean; fetch?: typeof globalThis.fetch }): EmbeddedSession {
  const options = () => store.getState().options.value
  let auth: AuthClient | undefined
  let wallet: EmbeddedSessionStore | undefined
  const client = (): AuthClient => (auth ??= createAuthClient({ authUrl: options().services.authUrl, projectId: options().projectId, ...(deps.fetch ? { fetch: deps.fetch } : {}) }))
  return {
    client,
    current: () => wallet,
    async sessions() {
      if (wallet) return wallet
      const parts = await loadWalletParts()
      // A Solana key only for a dapp that uses Solana: it is created beside the EVM key at sign-in.
      // Bitcoin keys likewise only for a dapp with a Bitcoin network (derived from the EVM key, nothing stored).
      wallet ??= parts.createEmbeddedSessionStore({ client: client(), ...(deps.hasSolana() ? { solanaScheme: parts.ed25519Scheme } : {}), ...(deps.hasBitcoin?.() ? { bitcoin: true } : {}) })
      return wallet
    },
  }
}
