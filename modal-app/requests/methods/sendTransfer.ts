import { defineMethod } from './MethodSpec'

/** sendTransfer: a Bitcoin transfer, approved on the generic view. */
export default defineMethod({ method: 'sendTransfer', namespaces: ['bip122'], policy: 'approve' })
