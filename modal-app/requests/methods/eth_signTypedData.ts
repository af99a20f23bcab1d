import { positional } from './internal/decoders'
import { defineMethod } from './MethodSpec'
import type { GenericParams } from './params'

/** eth_signTypedData: legacy typed data, approved on the generic view. */
export default defineMethod<GenericParams>({ method: 'eth_signTypedData', namespaces: ['eip155'], policy: 'approve', decode: (params) => positional('eth_signTypedData', params, 2), chainBound: true })
