import { lazyComponent } from '../../ui/components/lazyComponent'
import { firstObject } from './internal/decoders'
import { revokesOnlyAccountAccess } from './internal/revokesOnlyAccountAccess'
import { defineMethod } from './MethodSpec'
import type { GenericParams } from './params'

const GenericRequest = lazyComponent(() => import('../approve/bodies/GenericRequest'))

/** wallet_revokePermissions: a revoke of only `eth_accounts` disconnects at once (EIP-2255); any other revoke is approved. */
export default defineMethod<GenericParams>({
  method: 'wallet_revokePermissions',
  namespaces: ['eip155'],
  policy: 'approve',
  disconnects: revokesOnlyAccountAccess,
  decode: (params) => firstObject('wallet_revokePermissions', params),
  approval: { title: 'approve.title.wallet_revokePermissions', Body: GenericRequest },
})
