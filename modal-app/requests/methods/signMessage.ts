import { defineMethod } from './MethodSpec'

/** signMessage: a Bitcoin message signature, approved on the generic view. */
export default defineMethod({ method: 'signMessage', namespaces: ['bip122'], policy: 'approve' })
