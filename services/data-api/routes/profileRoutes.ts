import type { FastifyInstance } from 'fastify'
import { isAddressEqual, type Address, type Hex } from 'viem'
import { checkNameLabel, fullName, NAME_SUFFIX, type ProfileAccount, type RegisterNameMessage } from '../../../shared/names'
import type { DataApiContext } from '../internal/context'
import { HttpError } from '../internal/HttpError'
import { signedBy } from '../internal/signedBy'
import { parseEvmAddress } from '../internal/validate'
import { IDENTITY_NAMESPACE, type IdentityRecord } from './identityRoute'

/** The storage namespace of registered names, keyed by full name. */
export const PROFILE_NAMESPACE = 'profile'
/** How old (or how far ahead) a registration's signed timestamp may be. */
export const REGISTRATION_WINDOW_S = 600

const refuse = (status: number, error: string, description: string) => new HttpError(status, error, description, { reasons: [{ description }] })

/**
 * The profile endpoints (docs/calls.md#data-api), names stored in the service's database (they survive restarts):
 * `GET /v1/profile/account/:name` (200 with `null` when free: a name check that finds nothing is
 * no error, and the browser logs none), `GET /v1/profile/reverse/:address` (the
 * names of an address, newest first), `GET /v1/profile/suggestions/:name?zone` (the label and
 * variants, each with `registered`), and `POST /v1/profile/account`, which registers the name
 * in a signed JSON message `{ name, attributes, timestamp }` once the signature verifies with
 * viem: an EOA by recovery, a smart account through ERC-1271 / ERC-6492 on the chain of the
 * ENSIP-11 coin type. Refusals carry `reasons[0].description` (shows it, docs/texts.md#sign-in).
 *
 * @example
 * profileRoutes(app, ctx)
 */
export function profileRoutes(app: FastifyInstance, ctx: DataApiContext): void {
  const kv = ctx.storage.kv
  app.get('/v1/profile/account/:name', async (request, reply) => {
    const name = normalizedName((request.params as { name: string }).name)
    const found = await kv.get<ProfileAccount>(PROFILE_NAMESPACE, name)
    // Sent as JSON text: a handler's own `null` would go out as an empty body.
    if (!found) return reply.type('application/json').send('null')
    return found
  })

  app.get('/v1/profile/reverse/:address', async (request) => {
    const address = parseEvmAddress((request.params as { address: string }).address, 'address')
    const all = await kv.list<ProfileAccount>(PROFILE_NAMESPACE)
    return all
      .map((e) => e.value)
      .filter((p) => Object.values(p.addresses).some((a) => isAddressEqual(a.address as Address, address)))
      .sort((a, b) => b.created_at - a.created_at)
  })

  app.get('/v1/profile/suggestions/:name', async (request) => {
    const zone = (request.query as { zone?: unknown }).zone
    if (zone !== undefined && zone !== NAME_SUFFIX.slice(1) && zone !== NAME_SUFFIX) throw HttpError.badRequest('Invalid zone', `This service serves the ${NAME_SUFFIX} zone only`)
    const raw = (request.params as { name: string }).name
    const check = checkNameLabel(raw)
    const base = check.label ?? raw.toLowerCase().replace(/[^a-z0-9-]/g, '').padEnd(4, '0').slice(0, 32)
    const labels = [...new Set([base, `${base}-wallet`, `${base}1`, `${base}-eth`, `${base}${new Date().getUTCFullYear()}`])]
    const suggestions = await Promise.all(labels.map(async (label) => ({ name: fullName(label), registered: (await kv.get(PROFILE_NAMESPACE, fullName(label))) !== undefined })))
    return { suggestions }
  })

  app.post('/v1/profile/account', async (request) => {
    const body = (request.body ?? {}) as Record<string, unknown>
    const address = parseEvmAddress(body.address, 'address')
    const coinType = body.coin_type
    if (typeof coinType !== 'number' || !Number.isInteger(coinType) || coinType < 0) throw refuse(400, 'Invalid coin type', 'coin_type must be an ENSIP-11 coin type')
    const chainId = coinType === 60 ? 1 : (coinType & 0x80000000) !== 0 ? coinType - 0x80000000 : -1
    const chain = ctx.chains.get(chainId)
    if (!chain) throw refuse(400, 'Unsupported chain', `Coin type ${coinType} is not a chain this service serves`)
    if (typeof body.message !== 'string' || body.message.length > 2048) throw refuse(400, 'Invalid message', 'message must be the signed JSON text')
    if (typeof body.signature !== 'string' || !/^0x[0-9a-fA-F]+$/.test(body.signature)) throw refuse(400, 'Invalid signature', 'signature must be hex')
    const message = parseMessage(body.message)
    const name = normalizedName(message.name)
    if (name !== message.name) throw refuse(400, 'Invalid name', `Sign the normalised name ${name}`)
    const age = Math.floor(Date.now() / 1000) - message.timestamp
    if (age > REGISTRATION_WINDOW_S || age < -60) throw refuse(400, 'Expired message', 'The signed message is too old; sign again')
    const signature = body.signature as Hex
    if (!(await signedBy(chain.client, address, body.message, signature))) throw refuse(401, 'Invalid signature', 'The signature does not match the address')
    const taken = await kv.get<ProfileAccount>(PROFILE_NAMESPACE, name)
    if (taken) throw refuse(409, 'Name taken', `${name} is already registered`)
    const avatar = message.attributes.avatar
    const profile: ProfileAccount = {
      name,
      addresses: { [String(coinType)]: { address }, ...(coinType === 60 ? {} : { '60': { address } }) },
      attributes: avatar ? { avatar } : {},
      created_at: Math.floor(Date.now() / 1000),
    }
    await kv.set(PROFILE_NAMESPACE, name, profile)
    const identity = await kv.get<IdentityRecord>(IDENTITY_NAMESPACE, address.toLowerCase())
    await kv.set<IdentityRecord>(IDENTITY_NAMESPACE, address.toLowerCase(), { name, avatar: avatar ?? identity?.avatar ?? null })
    return profile
  })
}

/** A full name in the local zone, normalised (docs/validation.md#names); 400 with the rule it breaks otherwise. */
function normalizedName(raw: string): string {
  if (!raw.toLowerCase().endsWith(NAME_SUFFIX)) throw refuse(400, 'Invalid name', `Names end in ${NAME_SUFFIX}`)
  const check = checkNameLabel(raw)
  if (check.problem === 'tooShort') throw refuse(400, 'Invalid name', 'Names have at least 4 characters')
  if (check.problem) throw refuse(400, 'Invalid name', 'Names use letters, digits and hyphens')
  return fullName(check.label)
}

function parseMessage(text: string): RegisterNameMessage {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    throw refuse(400, 'Invalid message', 'message is not JSON')
  }
  const m = parsed as Partial<RegisterNameMessage> | null
  if (!m || typeof m.name !== 'string' || typeof m.timestamp !== 'number' || (m.attributes !== undefined && (typeof m.attributes !== 'object' || m.attributes === null))) {
    throw refuse(400, 'Invalid message', 'message needs name, attributes and timestamp (seconds)')
  }
  const attributes: Record<string, string> = {}
  for (const [k, v] of Object.entries(m.attributes ?? {})) if (typeof v === 'string' && k.length <= 32 && v.length <= 512) attributes[k] = v
  return { name: m.name, attributes, timestamp: m.timestamp }
}
