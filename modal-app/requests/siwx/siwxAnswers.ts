import type { SiwxSession } from '../../../shared/siwx/SiwxSession'
import type { AppStore } from '../../store/storeTypes'
import { selectSiwxSession } from '../../state/siwx/selectors'
import { signOutSiwx } from './signOutSiwx'

/** The dapp's two sign-in calls (`airlock_siwx_getSession`, `airlock_siwx_signOut`), answered by the modal. */
export interface SiwxAnswers {
  /** The session of the connected account (`{ data, message, signature }`, what its server checks with `verifySiwxSession`), or null. */
  session(): Promise<SiwxSession | null>
  /** Signs the visitor out of the dapp (the session is forgotten); answers null. */
  signOut(): Promise<null>
}

/**
 * The answers to the sign-in calls a dapp makes through `modal.provider.request` (no bytes in
 * the host SDK): the RPC router reaches them through the method table's `airlock_siwx_*` rows.
 *
 * @example
 * const session = await siwxAnswers(store).session()
 */
export function siwxAnswers(store: AppStore): SiwxAnswers {
  return {
    session() {
      const session = selectSiwxSession(store.getState(), Date.now())
      return Promise.resolve(session ? { data: session.data, message: session.message, signature: session.signature } : null)
    },
    signOut: () => store.dispatch(signOutSiwx()).then(() => null),
  }
}
