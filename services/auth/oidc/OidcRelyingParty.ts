import { createHash, randomBytes, type JsonWebKey } from 'node:crypto'
import type { AuthUser, OidcSocialProvider } from '../../../shared/authApi/types'
import type { PendingSocialSignIn, PendingSocialSignIns, SocialFlow } from './PendingSocialSignIns'
import type { OidcClientCredentials } from './startOidcProvider'
import { verifyIdToken } from './verifyIdToken'

interface Discovery {
  issuer: string
  authorization_endpoint: string
  token_endpoint: string
  jwks_uri: string
}

const PENDING_TTL_MS = 10 * 60_000
// docs/constants.md#timing: calls made for a sign-in give up after 30 s.
const TIMEOUT_MS = 30_000

/**
 * The auth service as an OpenID Connect relying party of the local provider: authorization code
 * with PKCE (S256) and a nonce, a confidential client per social provider, the ID token verified
 * against the issuer's JWKS. Pending sign-ins live in the auth database (`pending`, so the
 * callback may reach another instance than the start did) for 10 minutes and are single use.
 *
 * @example
 * const rp = new OidcRelyingParty({ issuer, clients, redirectUri: `${publicUrl}/v1/auth/social/callback`, pending: db.socialSignIns })
 * reply.redirect(await rp.authorizeUrl(flow))
 * const pending = await rp.takeFlow(query.state)
 * const user = pending && (await rp.finish(pending, query.code))
 */
export class OidcRelyingParty {
  private discovery: Promise<Discovery> | null = null

  constructor(
    private readonly options: {
      issuer: string
      clients: Record<OidcSocialProvider, OidcClientCredentials>
      /** Our callback as the provider redirects to it: the service's public URL, the same for every instance. */
      redirectUri: string
      pending: PendingSocialSignIns
      now?: () => number
    },
  ) {}

  private now(): number {
    return (this.options.now ?? Date.now)()
  }

  private discover(): Promise<Discovery> {
    this.discovery ??= fetch(`${this.options.issuer}/.well-known/openid-configuration`, { signal: AbortSignal.timeout(TIMEOUT_MS) })
      .then(async (res) => {
        if (!res.ok) throw new Error(`discovery answered ${res.status}`)
        const doc = (await res.json()) as Discovery
        if (doc.issuer !== this.options.issuer) throw new Error('discovery issuer mismatch')
        return doc
      })
      .catch((error: Error) => {
        this.discovery = null
        throw error
      })
    return this.discovery
  }

  /** The provider's authorize URL for this flow; remembers the flow under a fresh state. */
  async authorizeUrl(flow: SocialFlow): Promise<string> {
    const { authorization_endpoint } = await this.discover()
    const now = this.now()
    const state = randomBytes(24).toString('base64url')
    const verifier = randomBytes(32).toString('base64url')
    const nonce = randomBytes(16).toString('base64url')
    await this.options.pending.put(state, { flow, verifier, nonce }, now + PENDING_TTL_MS, now)
    const url = new URL(authorization_endpoint)
    url.search = new URLSearchParams({
      client_id: this.options.clients[flow.provider].clientId,
      redirect_uri: this.options.redirectUri,
      response_type: 'code',
      scope: 'openid email profile',
      state,
      nonce,
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
    }).toString()
    return url.toString()
  }

  /** The flow a callback's state belongs to (and forgets it, for every instance): undefined for an unknown, used or old state. */
  takeFlow(state: string): Promise<PendingSocialSignIn | undefined> {
    return this.options.pending.take(state, this.now())
  }

  /** Exchanges the provider's code (with our verifier) and returns who signed in. */
  async finish(pending: PendingSocialSignIn, code: string): Promise<AuthUser> {
    const { token_endpoint, jwks_uri, issuer } = await this.discover()
    const client = this.options.clients[pending.flow.provider]
    const res = await fetch(token_endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${encodeURIComponent(client.clientId)}:${encodeURIComponent(client.clientSecret)}`).toString('base64')}`,
      },
      body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: this.options.redirectUri, code_verifier: pending.verifier }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
    if (!res.ok) throw new Error(`token endpoint answered ${res.status}`)
    const tokens = (await res.json()) as { id_token?: string }
    if (typeof tokens.id_token !== 'string') throw new Error('token response has no ID token')
    const jwks = (await (await fetch(jwks_uri, { signal: AbortSignal.timeout(TIMEOUT_MS) })).json()) as { keys: JsonWebKey[] }
    const claims = verifyIdToken(tokens.id_token, { keys: jwks.keys, issuer, audience: client.clientId, nonce: pending.nonce, now: this.now() })
    const user: AuthUser = { id: `${pending.flow.provider}:${claims.sub}`, provider: pending.flow.provider }
    if (typeof claims.email === 'string' && claims.email_verified !== false) user.email = claims.email
    if (typeof claims.preferred_username === 'string') user.username = claims.preferred_username
    return user
  }
}
