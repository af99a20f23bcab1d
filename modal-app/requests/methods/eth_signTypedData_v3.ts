import { positional } from './internal/decoders'
import { defineMethod } from './MethodSpec'
import type { GenericParams } from './params'

/** eth_signTypedData_v3: typed data v3, approved on the generic view. */
export default defineMethod<GenericParams>({ method: 'eth_signTypedData_v3', namespaces: ['eip155'], policy: 'approve', decode: (params) => positional('eth_signTypedData_v3', params, 2), chainBound: true })
