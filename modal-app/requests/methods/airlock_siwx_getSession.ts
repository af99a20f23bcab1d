import { EVERY_NAMESPACE } from './internal/everyNamespace'
import { defineMethod } from './MethodSpec'

/**
 * airlock_siwx_getSession: the sign-in session of the connected account (`{ data, message,
 * signature }`, what the dapp's server checks with `verifySiwxSession`), or null.
 */
export default defineMethod({
  method: 'airlock_siwx_getSession',
  namespaces: EVERY_NAMESPACE,
  policy: 'modal',
  answer: async (deps) => (deps.siwx ? deps.siwx.session() : null),
})
