import { EVERY_NAMESPACE } from './internal/everyNamespace'
import { defineMethod } from './MethodSpec'

/** airlock_siwx_signOut: the dapp signs the visitor out (the sign-in session is forgotten); answers null. */
export default defineMethod({
  method: 'airlock_siwx_signOut',
  namespaces: EVERY_NAMESPACE,
  policy: 'modal',
  answer: async (deps) => (deps.siwx ? deps.siwx.signOut() : null),
})
