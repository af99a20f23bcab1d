import { defineMethod } from './MethodSpec'

/** wallet_getPermissions: EIP-2255 permissions, from the wallet without a prompt. */
export default defineMethod({ method: 'wallet_getPermissions', namespaces: ['eip155'], policy: 'account' })
