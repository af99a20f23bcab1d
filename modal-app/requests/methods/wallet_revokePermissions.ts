import GenericRequest from '../approve/bodies/GenericRequest'
import { defineMethod } from './MethodSpec'

/** wallet_revokePermissions: a revoke of only `eth_accounts` disconnects at once (EIP-2255); any other revoke is approved. */
export default defineMethod({
  method: 'wallet_revokePermissions',
  namespaces: ['eip155'],
  policy: 'approve',
  approval: { title: 'approve.title.wallet_revokePermissions', Body: GenericRequest },
})
