import { t } from '../../../ui/i18n/t'
import type { MethodProps } from './MethodProps'
import type { GrantPermissionsParams } from '../../methods/params'
import { describeGrant } from '../../../wallets/embedded/permissions/describeGrant'
import { parseGrantRequest } from '../../../wallets/embedded/permissions/parseGrantRequest'

/**
 * wallet_grantPermissions (ERC-7715) on ApproveTransaction: the limits the dapp asks for in plain
 * words (spend, token transfers, contracts, until when) and that anything beyond them will be
 * refused. A request the modal cannot enforce, or one naming the account itself or the EntryPoint,
 * is named as such; approving it is then refused by the wallet too.
 *
 * @example
 * <GrantPermissionsBody method="wallet_grantPermissions" params={[{ chainId: '0x1', expiry, permissions }]} network={mainnet} />
 */
export default function GrantPermissionsBody({ params, network, address }: MethodProps<GrantPermissionsParams>) {
  const now = Math.floor(Date.now() / 1000)
  let lines: string[]
  try {
    lines = describeGrant(parseGrantRequest(params, now, address), network, now)
  } catch (error) {
    return (
      <p className="airlock-text-secondary" data-testid="airlock-permission-invalid">
        {t('permissions.invalid')}: {(error as Error).message}
      </p>
    )
  }
  return (
    <ul className="airlock-stack" data-testid="airlock-permission-limits">
      {lines.map((line, index) => (
        <li key={index} data-testid={`airlock-permission-limit-${index}`}>
          {line}
        </li>
      ))}
    </ul>
  )
}
