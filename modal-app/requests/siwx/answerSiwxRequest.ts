import type { RequestArguments } from '../../../shared/protocol/api'
import type { SiwxSession } from '../../../shared/siwx/SiwxSession'
import type { AppStore } from '../../store/storeTypes'
import { selectSiwxSession } from '../../state/siwx/selectors'
import { signOutSiwx } from './signOutSiwx'

/** The dapp's two sign-in calls, through the provider it already has (no bytes in the host SDK). */
export const SIWX_METHODS = { getSession: 'airlock_siwx_getSession', signOut: 'airlock_siwx_signOut' } as const

/**
 * Answers the sign-in calls a dapp makes through `modal.provider.request`: the session of the
 * connected account (`{ data, message, signature }`, what its server checks with
 * `verifySiwxSession`) or null, and sign-out. Any other method is not ours: undefined, and the
 * RPC router answers it.
 *
 * @example
 * const answer = answerSiwxRequest(store, args) ?? route(args)
 */
export function answerSiwxRequest(store: AppStore, args: Pick<RequestArguments, 'method'>): Promise<SiwxSession | null> | undefined {
  if (args?.method === SIWX_METHODS.getSession) {
    const session = selectSiwxSession(store.getState(), Date.now())
    return Promise.resolve(session ? { data: session.data, message: session.message, signature: session.signature } : null)
  }
  if (args?.method === SIWX_METHODS.signOut) return store.dispatch(signOutSiwx()).then(() => null)
  return undefined
}
