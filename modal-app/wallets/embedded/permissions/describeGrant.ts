import { formatUnits } from 'viem'
import type { AirlockNetwork } from '../../../../shared/networks/networks'
import { t } from '../../../ui/i18n/t'
import type { PermissionGrant } from './PermissionGrant'
import { activeLocale } from '../../../ui/i18n/activeLocale'

/**
 * A grant in plain words for its approval view, one line per limit: what it may spend of the
 * network's currency (to any address), how much of which token it may transfer, which contracts
 * it may call, and until when (the local time and how long from now).
 *
 * @example
 * describeGrant(grant, mainnet, Date.now() / 1000) // ['May send up to 0.01 ETH in total, to any address.', …]
 */
export function describeGrant(grant: PermissionGrant, network: AirlockNetwork | undefined, nowSeconds: number): string[] {
  const { decimals, symbol } = network?.nativeCurrency ?? { decimals: 18, symbol: 'ETH' }
  const lines: string[] = []
  if (grant.nativeAllowance > 0n) lines.push(t('permissions.native', { amount: `${formatUnits(grant.nativeAllowance, decimals)} ${symbol}` }))
  for (const [token, amount] of Object.entries(grant.tokenAllowances)) lines.push(t('permissions.token', { amount: amount.toString(), token }))
  for (const target of grant.callTargets) lines.push(t('permissions.call', { target }))
  const minutes = Math.max(1, Math.round((grant.expiry - nowSeconds) / 60))
  lines.push(t('permissions.expiry', { time: new Date(grant.expiry * 1000).toLocaleString(activeLocale.tag), minutes }))
  lines.push(t('permissions.outside'))
  return lines
}
