import GrantPermissionsBody from '../approve/bodies/GrantPermissionsBody'
import { defineMethod } from './MethodSpec'

/** wallet_grantPermissions (ERC-7715): a smart-session grant, only where the dapp turned smart sessions on; shown in words. */
export default defineMethod({
  method: 'wallet_grantPermissions',
  namespaces: ['eip155'],
  policy: 'approve',
  approval: { title: 'approve.title.wallet_grantPermissions', Body: GrantPermissionsBody },
  chainBound: true,
})
