import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { keccak256, stringToBytes } from 'viem'
import { SIWX_NONCE_TTL_MS, SIWX_SESSIONS_PATH, type StoredSiwxSession } from '../../../shared/siwx/sessionsApi'
import { SiwxVerifyError } from '../../../shared/siwx/SiwxVerifyError'
import { verifySiwxSession } from '../../../shared/siwx/verifySiwxSession'
import type { Project } from '../../fixtures/projects/loadProjects'
import { createStoredRateLimiter } from '../../internal/createStoredRateLimiter'
import type { DataApiContext } from '../internal/context'
import { HttpError } from '../internal/HttpError'
import { HOST_ORIGIN_HEADER, projectOf } from '../internal/projectGuard'
import { parseChainRef, parseSignInAddress } from '../internal/validate'

/** The storage namespace of sign-in sessions, keyed `projectId:address` (lower-case for EVM). */
export const SESSIONS_NAMESPACE = 'siwx-sessions'

/** A session as stored: what is listed plus the signature that proves it and its bearer's hash. */
interface SessionRecord extends StoredSiwxSession {
  signature: string
  /** SHA-256 (hex) of the session's bearer, the modal's proof for listing and revoking; never listed. */
  secretHash?: string
}

/** The storage namespace of issued, not yet used nonces: in the store, so any instance can take one another issued, once. */
export const NONCES_NAMESPACE = 'siwx-nonces'

const NONCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/**
 * The sign-in session routes (see `shared/siwx/sessionsApi.ts` for the wire shapes). A session is
 * stored only after the same check a dapp's server runs (`verifySiwxSession`): a nonce this
 * service issued and not yet used, a domain and URI of one of the project's allowed origins (the
 * embedding page's, when the modal names it), an unexpired, freshly issued message and a
 * signature of the address — through the chain's RPC, so smart-account (ERC-1271) and
 * not-yet-deployed (ERC-6492) signatures count.
 *
 * Storing answers a random bearer once, to the modal that stored it; only its hash is kept.
 * Listing and revoking need that bearer (`Authorization: Bearer …`): knowing an address proves
 * nothing, and the session's signature — which the dapp's page and server hold — no longer ends
 * it. A listing shows only the sessions of the bearer's own dapp (same project and page origin),
 * never signatures, and a sign-in on one dapp never replaces another dapp's session.
 *
 * @example
 * sessionRoutes(app, ctx)
 */
export function sessionRoutes(app: FastifyInstance, ctx: DataApiContext, now: () => number = Date.now): void {
  const allowNonce = createStoredRateLimiter(ctx.storage, 'siwx-nonce', { burst: 60, perSecond: 2 }, now)
  let prunedAt = 0

  app.get(`${SIWX_SESSIONS_PATH}/nonce`, async (request) => {
    const project = projectOf(request)
    if (!(await allowNonce(`${project.id}:${request.ip}`))) throw new HttpError(429, 'Too Many Requests', 'Too many nonces asked; try again in a moment')
    // Unused nonces go once they are dead (the store's write time is the wall clock's).
    if (Date.now() - prunedAt > 60_000) {
      prunedAt = Date.now()
      await ctx.storage.kv.prune(NONCES_NAMESPACE, prunedAt - SIWX_NONCE_TTL_MS)
    }
    const bytes = randomBytes(16)
    const nonce = [...bytes].map((b) => NONCE_ALPHABET[b % NONCE_ALPHABET.length]).join('')
    await ctx.storage.kv.set<OpenNonce>(NONCES_NAMESPACE, nonce, { projectId: project.id, expiresAt: now() + SIWX_NONCE_TTL_MS })
    return { nonce }
  })

  app.post(`${SIWX_SESSIONS_PATH}/:address`, async (request) => {
    const project = projectOf(request)
    const account = { address: parseSignInAddress((request.params as { address: string }).address) }
    const body = request.body as Record<string, unknown>
    const message = body?.message
    const signature = body?.signature
    if (typeof message !== 'string' || typeof signature !== 'string' || signature.length > 4096) throw HttpError.badRequest('Invalid session', 'message and signature (strings) are needed')
    const verified = await verifySiwxSession({ message, signature }, {
      domain: domainOf(message),
      now: new Date(now()),
      nonce: (n) => takeNonce(ctx, n, project.id, now()),
      rpc: Object.fromEntries([...ctx.chains.values()].map((c) => [c.caip, c.client])),
    }).catch(refuse)
    const origin = originOf(request, project)
    const uriOrigin = safeOrigin(verified.data.uri)
    if (origin === undefined || new URL(origin).host !== verified.data.domain || uriOrigin !== origin) {
      throw new HttpError(401, 'Invalid session', `The sign-in message must name an allowed origin of project '${project.id}' as its domain and URI`)
    }
    if (verified.address.toLowerCase() !== account.address.toLowerCase()) throw new HttpError(401, 'Invalid session', 'The message is signed by another address')
    const secret = randomBytes(32).toString('base64url')
    const record: SessionRecord = {
      pci: keccak256(stringToBytes(message)), data: verified.data, message, signature, secretHash: hashOf(secret),
      ...(verified.expiresAt === undefined ? {} : { expiresAt: verified.expiresAt }),
    }
    const key = keyOf(project.id, account.address)
    // One session per dapp, chain and address: signing in again there replaces the older one. In
    // one step of the store, so a sign-in of the same address at another instance isn't overwritten.
    await ctx.storage.kv.update<SessionRecord[]>(SESSIONS_NAMESPACE, key, (all = []) => [
      ...all.filter((s) => live(s, now()) && (s.data.chainId !== record.data.chainId || dappOf(s) !== origin)),
      record,
    ])
    // The bearer goes to the caller (the modal) once; the service keeps only its hash.
    return { ...listed(record), secret }
  })

  app.get(`${SIWX_SESSIONS_PATH}/:address`, async (request) => {
    const project = projectOf(request)
    const account = { address: parseSignInAddress((request.params as { address: string }).address) }
    const chain = parseChainRef((request.query as Record<string, unknown>).chainId, 'chainId')
    const all = ((await ctx.storage.kv.get<SessionRecord[]>(SESSIONS_NAMESPACE, keyOf(project.id, account.address))) ?? []).filter((s) => live(s, now()))
    const holder = bearerSession(request, all)
    const dapp = dappOf(holder)
    return { sessions: all.filter((s) => dappOf(s) === dapp && (!chain || s.data.chainId === chain.caip)).map(listed) }
  })

  app.post(`${SIWX_SESSIONS_PATH}/:address/revoke`, async (request) => {
    const project = projectOf(request)
    const account = { address: parseSignInAddress((request.params as { address: string }).address) }
    const { pci } = (request.body ?? {}) as Record<string, unknown>
    if (typeof pci !== 'string') throw HttpError.badRequest('Invalid revoke', 'pci (a string) is needed')
    const key = keyOf(project.id, account.address)
    const all = (await ctx.storage.kv.get<SessionRecord[]>(SESSIONS_NAMESPACE, key)) ?? []
    const holder = bearerSession(request, all)
    // A bearer ends its own session only: another dapp's bearer for the same address can't.
    if (holder.pci !== pci) throw new HttpError(all.some((s) => s.pci === pci) ? 403 : 404, 'Invalid revoke', 'The bearer is not this session\'s')
    // Removed from what is stored now, not from what was read: a session stored meanwhile stays.
    await ctx.storage.kv.update<SessionRecord[]>(SESSIONS_NAMESPACE, key, (current = []) => {
      const rest = current.filter((s) => s.secretHash !== holder.secretHash)
      return rest.length ? rest : undefined
    })
    return { revoked: pci }
  })
}

/** The stored session whose bearer the request presents; 401 without one that matches. */
function bearerSession(request: FastifyRequest, sessions: readonly SessionRecord[]): SessionRecord {
  const header = request.headers.authorization
  const secret = typeof header === 'string' ? /^Bearer ([A-Za-z0-9_-]{16,128})$/.exec(header)?.[1] : undefined
  const hash = secret === undefined ? undefined : Buffer.from(hashOf(secret), 'hex')
  const found = hash && sessions.find((s) => s.secretHash !== undefined && s.secretHash.length === 64 && timingSafeEqual(Buffer.from(s.secretHash, 'hex'), hash))
  if (!found) throw new HttpError(401, 'Unauthorized', 'Sessions are listed and revoked only with the bearer the service gave the modal that stored them')
  return found
}

function hashOf(secret: string): string {
  return createHash('sha256').update(secret).digest('hex')
}

/** The dapp a session belongs to: the origin of its URI (checked equal to the embedding page's when stored). */
function dappOf(s: StoredSiwxSession): string | undefined {
  return safeOrigin(s.data.uri)
}

function keyOf(projectId: string, address: string) {
  return `${projectId}:${address.startsWith('0x') ? address.toLowerCase() : address}`
}

function live(s: StoredSiwxSession, t: number) {
  return s.expiresAt === undefined || s.expiresAt > t
}

function listed({ signature: _signature, secretHash: _hash, ...session }: SessionRecord): StoredSiwxSession {
  return session
}

interface OpenNonce {
  projectId: string
  expiresAt: number
}

/** Uses a nonce up (whichever instance issued it): true only the first time, for its project, before it expires. */
async function takeNonce(ctx: DataApiContext, nonce: string, projectId: string, t: number): Promise<boolean> {
  if (!/^[A-Za-z0-9]{16}$/.test(nonce)) return false
  const found = await ctx.storage.kv.take<OpenNonce>(NONCES_NAMESPACE, nonce)
  return !!found && found.projectId === projectId && found.expiresAt > t
}

/** The domain the message claims; the route checks it against the project afterwards. */
function domainOf(message: string): string {
  return /^(\S+) wants you to sign in/.exec(message)?.[1] ?? ''
}

/** The page the session is for: the embedding page the modal names, else the caller's Origin if it is the project's. */
function originOf(request: FastifyRequest, project: Project): string | undefined {
  const host = request.headers[HOST_ORIGIN_HEADER]
  if (typeof host === 'string') return host
  const origin = request.headers.origin
  if (origin && project.allowedOrigins.includes(origin)) return origin
  // A script (no browser headers): the message must then name one of the project's origins.
  const claimed = safeOrigin((request.body as { message?: string }).message?.match(/\nURI: (\S+)\n/)?.[1] ?? '')
  return claimed && project.allowedOrigins.includes(claimed) ? claimed : undefined
}

function safeOrigin(uri: string): string | undefined {
  try {
    return new URL(uri).origin
  } catch {
    return undefined
  }
}

function refuse(error: unknown): never {
  if (error instanceof SiwxVerifyError) throw new HttpError(error.code === 'malformed' ? 400 : 401, 'Invalid session', error.message, { code: error.code })
  throw error
}
