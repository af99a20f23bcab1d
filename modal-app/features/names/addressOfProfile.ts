import type { ProfileAccount } from '../../../shared/names'

/**
 * The EVM address a resolved name points to: the one registered for `coinType` (the network's
 * ENSIP-11 coin type), else the mainnet one (60), which EVM chains share by default.
 *
 * @example
 * addressOfProfile({ name: 'alice.airlock', addresses: { '60': { address: '0xf39F…' } }, attributes: {}, created_at: 0 }, 60) // '0xf39F…'
 */
export function addressOfProfile(profile: ProfileAccount | null | undefined, coinType: number): string | undefined {
  if (!profile) return undefined
  return profile.addresses[String(coinType)]?.address ?? profile.addresses['60']?.address
}
