import { isAddress } from 'viem'
import { Constants } from '../../../shared/constants'
import { NAME_SUFFIX } from '../../../shared/names/nameRules'
import { useEndpointQuery } from '../../state/dataService/useEndpointQuery'
import { addressOfProfile } from '../names/addressOfProfile'
import { profileApi } from '../names/profileApi'

/** The receiver as the form shows it. */
export interface Receiver {
  address?: string
  name?: string
  avatar?: string
  resolving: boolean
  /** The name lookup failed ('Error resolving name', docs/texts.md#names), not merely "nobody holds it". */
  failed: boolean
}

/**
 * The send receiver from what the visitor typed: an EVM address as it is, or a name (a bare
 * label gets the local zone) resolved through `/v1/profile/account/{name}` with its avatar,
 * cached 300 s (docs/constants.md#caches).
 *
 * @example
 * const receiver = useReceiver('alice', 60) // { address: '0xf39F…', name: 'alice.airlock', resolving: false, failed: false }
 */
export function useReceiver(input: string, coinType: number): Receiver {
  const typed = input.trim()
  const address = isAddress(typed, { strict: false }) ? typed : undefined
  const name = !address && /^[^\s/?#]{3,}$/.test(typed) && !typed.startsWith('0x') ? (typed.includes('.') ? typed.toLowerCase() : `${typed.toLowerCase()}${NAME_SUFFIX}`) : undefined
  const q = useEndpointQuery(profileApi.endpoints.resolveName, name, Constants.ensCacheMs / 1000)
  if (address) return { address, resolving: false, failed: false }
  if (!name) return { resolving: false, failed: false }
  const resolved = addressOfProfile(q.data, coinType)
  return {
    address: resolved,
    name: resolved ? (q.data?.name ?? name) : undefined,
    avatar: resolved ? q.data?.attributes.avatar : undefined,
    resolving: q.status === 'pending' || q.status === 'uninitialized',
    failed: q.isError,
  }
}
