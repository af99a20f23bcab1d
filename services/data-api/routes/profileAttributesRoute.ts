import type { FastifyInstance } from 'fastify'
import type { Address, Hex } from 'viem'
import { checkNameLabel, fullName, NAME_SUFFIX, type ProfileAccount } from '../../../shared/names'
import { parseNftAvatar } from '../../../shared/nfts/parseNftAvatar'
import type { DataApiContext } from '../internal/context'
import { HttpError } from '../internal/HttpError'
import { signedBy } from '../internal/signedBy'
import { parseEvmAddress } from '../internal/validate'
import { IDENTITY_NAMESPACE, type IdentityRecord } from './identityRoute'
import { PROFILE_NAMESPACE, REGISTRATION_WINDOW_S } from './profileRoutes'

const refuse = (status: number, error: string, description: string) => new HttpError(status, error, description, { reasons: [{ description }] })

/**
 * `POST /v1/profile/account/:name/attributes` (not named by docs/calls.md#data-api; the registration POST's
 * companion): sets the text records of a registered name, today only `avatar`, like an ENS
 * resolver's setText. The body is the registration's `{ coin_type, address, message, signature }`
 * with the message `{ name, attributes: { avatar }, timestamp }` signed by the name's owner.
 * docs/validation.md#names: the avatar must be an EIP-155 NFT record of erc721 or erc1155 (`eip155:1/erc721:0x…/1`),
 * or "" to remove it. Whether the owner holds the NFT is checked when the avatar is read (the
 * identity route), since a token can move after it was set. Answers the updated profile.
 *
 * @example
 * profileAttributesRoute(app, ctx)
 */
export function profileAttributesRoute(app: FastifyInstance, ctx: DataApiContext): void {
  const kv = ctx.storage.kv
  app.post('/v1/profile/account/:name/attributes', async (request) => {
    const check = checkNameLabel((request.params as { name: string }).name.replace(new RegExp(`${NAME_SUFFIX.replace('.', '\\.')}$`, 'i'), ''))
    if (!check.label) throw refuse(400, 'Invalid name', 'Not a name of this zone')
    const name = fullName(check.label)
    const profile = await kv.get<ProfileAccount>(PROFILE_NAMESPACE, name)
    if (!profile) throw new HttpError(404, 'Not Found', `${name} is not registered`)
    const body = (request.body ?? {}) as Record<string, unknown>
    const address = parseEvmAddress(body.address, 'address')
    if (!Object.values(profile.addresses).some((a) => a.address.toLowerCase() === address.toLowerCase())) throw refuse(403, 'Not the owner', `${name} belongs to another address`)
    const coinType = body.coin_type
    const chainId = coinType === 60 ? 1 : typeof coinType === 'number' && (coinType & 0x80000000) !== 0 ? coinType - 0x80000000 : -1
    const chain = ctx.chains.get(chainId)
    if (!chain) throw refuse(400, 'Unsupported chain', `Coin type ${String(coinType)} is not a chain this service serves`)
    if (typeof body.message !== 'string' || body.message.length > 2048) throw refuse(400, 'Invalid message', 'message must be the signed JSON text')
    if (typeof body.signature !== 'string' || !/^0x[0-9a-fA-F]+$/.test(body.signature)) throw refuse(400, 'Invalid signature', 'signature must be hex')
    let message: { name?: unknown; attributes?: { avatar?: unknown }; timestamp?: unknown }
    try {
      message = JSON.parse(body.message) as typeof message
    } catch {
      throw refuse(400, 'Invalid message', 'message is not JSON')
    }
    if (message.name !== name || typeof message.timestamp !== 'number' || typeof message.attributes?.avatar !== 'string') {
      throw refuse(400, 'Invalid message', `message needs name ${name}, attributes.avatar and timestamp (seconds)`)
    }
    const age = Math.floor(Date.now() / 1000) - message.timestamp
    if (age > REGISTRATION_WINDOW_S || age < -60) throw refuse(400, 'Expired message', 'The signed message is too old; sign again')
    const avatar = message.attributes.avatar
    if (avatar !== '' && !parseNftAvatar(avatar)) throw refuse(400, 'Invalid avatar', 'Only EIP-155 NFT avatars, erc721 and erc1155')
    if (!(await signedBy(chain.client, address as Address, body.message, body.signature as Hex))) throw refuse(401, 'Invalid signature', 'The signature does not match the address')
    const { avatar: _old, ...rest } = profile.attributes
    const updated: ProfileAccount = { ...profile, attributes: avatar ? { ...rest, avatar } : rest }
    await kv.set(PROFILE_NAMESPACE, name, updated)
    const identity = await kv.get<IdentityRecord>(IDENTITY_NAMESPACE, address.toLowerCase())
    await kv.set<IdentityRecord>(IDENTITY_NAMESPACE, address.toLowerCase(), { name: identity?.name ?? name, avatar: avatar || null })
    return updated
  })
}
