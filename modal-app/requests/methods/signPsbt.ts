import { namedObject } from './internal/decoders'
import { defineMethod } from './MethodSpec'
import type { GenericParams } from './params'

/** signPsbt: a PSBT signature, approved on the generic view. */
export default defineMethod<GenericParams>({ method: 'signPsbt', namespaces: ['bip122'], policy: 'approve', decode: (params) => namedObject('signPsbt', params), walletConnect: true })
