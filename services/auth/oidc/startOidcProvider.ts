import { generateKeyPairSync, randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import Provider, { type KoaContextWithOIDC } from 'oidc-provider'
import type { OidcSocialProvider } from '../../../shared/authApi/types'
import { escapeHtml } from '../internal/escapeHtml'
import { createMemoryAdapter } from './createMemoryAdapter'
import { oidcProviders } from './oidcProviders'
import { renderLoginPage } from './renderLoginPage'
import { testUsers } from './testUsers'
import { hostGuarded } from '../../internal/guardHost'

export interface OidcClientCredentials {
  clientId: string
  clientSecret: string
}

export interface RunningOidcProvider {
  /** `http://127.0.0.1:<port>`, the issuer of every token. */
  issuer: string
  port: number
  /** One confidential client per social provider, all redirecting to the auth service. */
  clients: Record<OidcSocialProvider, OidcClientCredentials>
  stop(): Promise<void>
}

const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
  'cache-control': 'no-store',
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  let body = ''
  for await (const chunk of req) {
    body += String(chunk)
    if (body.length > 4096) throw new Error('form too large')
  }
  return new URLSearchParams(body)
}

/**
 * Starts a real OpenID Connect provider (`oidc-provider`) on loopback that plays google, x,
 * discord, github, apple and facebook: a confidential client `airlock-<provider>` each (secret
 * generated per start, PKCE required, redirect only to `redirectUri`), a login page listing the
 * test users, and consent granted on its own for these first-party clients. Tokens are signed
 * with an RSA key made at start. Port 0 picks a free port.
 *
 * @example
 * const op = await startOidcProvider({ port: 0, redirectUri: `${authUrl}/v1/auth/social/callback` })
 * op.clients.google.clientId // 'airlock-google'
 */
export async function startOidcProvider({ port, host = '127.0.0.1', redirectUri }: { port: number; host?: string; redirectUri: string }): Promise<RunningOidcProvider> {
  let handler: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.writeHead(503).end()
  // DNS rebinding: only requests addressed to this provider's own loopback host and port.
  const server: Server = createServer(hostGuarded(() => server, (req, res) => handler(req, res)))
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve())
  })
  const actualPort = (server.address() as AddressInfo).port
  const issuer = `http://${host}:${actualPort}`

  const clients = Object.fromEntries(
    Object.keys(oidcProviders).map((p) => [p, { clientId: `airlock-${p}`, clientSecret: randomBytes(32).toString('base64url') }]),
  ) as Record<OidcSocialProvider, OidcClientCredentials>
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' })

  const provider = new Provider(issuer, {
    adapter: createMemoryAdapter(),
    // A popup sign-in: minutes, not the defaults meant for long-lived browser sessions.
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AuthorizationCode: 60, AccessToken: 600, IdToken: 600 },
    clients: Object.values(clients).map((c) => ({
      client_id: c.clientId,
      client_secret: c.clientSecret,
      redirect_uris: [redirectUri],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
    })),
    pkce: { required: () => true },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    jwks: { keys: [{ ...signingKey, kid: 'airlock-local', use: 'sig', alg: 'RS256' }] as never },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'preferred_username'] },
    // The relying party reads who signed in from the ID token alone.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: async (_ctx: KoaContextWithOIDC, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx, sub) {
      const user = testUsers.find((u) => u.id === sub)
      if (!user) return undefined
      return {
        accountId: user.id,
        claims: async () => ({ sub: user.id, email: user.email, email_verified: true, name: user.name, preferred_username: user.id }),
      }
    },
    // First-party clients: consent is implied, so a grant is made on the spot instead of a consent page.
    async loadExistingGrant(ctx) {
      const clientId = ctx.oidc.client!.clientId
      const grantId = ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session!.grantIdFor(clientId)
      const found = grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined
      if (found) return found
      const grant = new ctx.oidc.provider.Grant({ clientId, accountId: ctx.oidc.session!.accountId! })
      grant.addOIDCScope('openid email profile')
      await grant.save()
      return grant
    },
    async renderError(ctx, out) {
      ctx.type = 'html'
      ctx.body = `<!doctype html><meta charset="utf-8"><title>Sign-in error</title><h1>Sign-in error</h1><p>${escapeHtml(String(out.error))}: ${escapeHtml(String(out.error_description ?? ''))}</p>`
    },
  })
  const callback = provider.callback()

  const interact = async (req: IncomingMessage, res: ServerResponse, uid: string, action: string | undefined): Promise<void> => {
    const details = await provider.interactionDetails(req, res)
    if (details.uid !== uid) throw new Error('interaction mismatch')
    const clientId = String(details.params.client_id ?? '')
    if (req.method === 'GET' && !action && details.prompt.name === 'consent') {
      // Only a request asking for consent outright gets here: grant it, these clients are first-party.
      let grantId = details.grantId
      if (!grantId) {
        const grant = new provider.Grant({ accountId: details.session!.accountId, clientId })
        grant.addOIDCScope('openid email profile')
        grantId = await grant.save()
      }
      await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true })
      return
    }
    if (req.method === 'GET' && !action) {
      const key = clientId.replace(/^airlock-/, '') as OidcSocialProvider
      res.writeHead(200, PAGE_HEADERS).end(renderLoginPage({ uid, providerName: oidcProviders[key] ?? clientId }))
      return
    }
    if (req.method !== 'POST') return void res.writeHead(405).end()
    if (action === 'abort') {
      await provider.interactionFinished(req, res, { error: 'access_denied', error_description: 'The visitor cancelled the sign-in' }, { mergeWithLastSubmission: false })
      return
    }
    const account = (await readForm(req)).get('account')
    const user = testUsers.find((u) => u.id === account)
    if (!user) return void res.writeHead(400, PAGE_HEADERS).end('<!doctype html><p>Unknown test user</p>')
    await provider.interactionFinished(req, res, { login: { accountId: user.id } }, { mergeWithLastSubmission: false })
  }

  handler = (req, res) => {
    const match = /^\/interaction\/([A-Za-z0-9_-]{1,64})(?:\/(login|abort))?$/.exec((req.url ?? '').split('?')[0]!)
    if (!match) return void callback(req, res)
    interact(req, res, match[1]!, match[2]).catch((error: Error) => {
      if (!res.headersSent) res.writeHead(400, PAGE_HEADERS).end(`<!doctype html><p>Sign-in failed: ${escapeHtml(error.message)}</p>`)
    })
  }

  return {
    issuer,
    port: actualPort,
    clients,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
