import { defineMethod } from './MethodSpec'

/** signPsbt: a PSBT signature, approved on the generic view. */
export default defineMethod({ method: 'signPsbt', namespaces: ['bip122'], policy: 'approve' })
