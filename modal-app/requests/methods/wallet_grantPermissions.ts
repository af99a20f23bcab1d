import { lazyComponent } from '../../ui/components/lazyComponent'
import { decodeGrantRequest } from './internal/decodeGrantRequest'
import { defineMethod } from './MethodSpec'
import type { GrantPermissionsParams } from './params'

const GrantPermissionsBody = lazyComponent(() => import('../approve/bodies/GrantPermissionsBody'))

/** wallet_grantPermissions (ERC-7715): a smart-session grant, only where the dapp turned smart sessions on; shown in words. */
export default defineMethod<GrantPermissionsParams>({
  method: 'wallet_grantPermissions',
  namespaces: ['eip155'],
  policy: 'approve',
  decode: decodeGrantRequest,
  approval: { title: 'approve.title.wallet_grantPermissions', Body: GrantPermissionsBody },
  chainBound: true,
  needsSmartSessions: true,
})
