import { namedObject } from './internal/decoders'
import { defineMethod } from './MethodSpec'
import type { GenericParams } from './params'

/** sendTransfer: a Bitcoin transfer, approved on the generic view. */
export default defineMethod<GenericParams>({ method: 'sendTransfer', namespaces: ['bip122'], policy: 'approve', decode: (params) => namedObject('sendTransfer', params), walletConnect: true })
