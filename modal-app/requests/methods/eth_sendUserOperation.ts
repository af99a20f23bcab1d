import { firstObject } from './internal/decoders'
import { defineMethod } from './MethodSpec'
import type { GenericParams } from './params'

/** eth_sendUserOperation: an ERC-4337 user operation, approved on the generic view. */
export default defineMethod<GenericParams>({ method: 'eth_sendUserOperation', namespaces: ['eip155'], policy: 'approve', decode: (params) => firstObject('eth_sendUserOperation', params) })
