import { namedObject } from './internal/decoders'
import { defineMethod } from './MethodSpec'
import type { GenericParams } from './params'

/** signMessage: a Bitcoin message signature, approved on the generic view. */
export default defineMethod<GenericParams>({ method: 'signMessage', namespaces: ['bip122'], policy: 'approve', decode: (params) => namedObject('signMessage', params), walletConnect: true })
