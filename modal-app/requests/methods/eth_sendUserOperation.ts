import { defineMethod } from './MethodSpec'

/** eth_sendUserOperation: an ERC-4337 user operation, approved on the generic view. */
export default defineMethod({ method: 'eth_sendUserOperation', namespaces: ['eip155'], policy: 'approve' })
