import type { HostEvent } from '../../../shared/protocol/api'
import type { SiwxSession } from '../../../shared/siwx/SiwxSession'
import type { AppStore } from '../../store/storeTypes'
import { selectSiwxSession } from '../../state/siwx/selectors'

/** The `message` event type the dapp's provider receives with the session (or null). */
export const SIWX_MESSAGE_TYPE = 'airlock_siwx'

/**
 * Tells the dapp whenever the connected account's session changes — signed in, signed out,
 * another account, expired on a later check — as an EIP-1193 `message` event
 * `{ type: 'airlock_siwx', data: session | null }`. The first state is sent too, so a page that
 * reloads learns the restored session. Returns the unsubscribe function.
 *
 * @example
 * watchSiwxSession(store, emit)
 */
export function watchSiwxSession(store: AppStore, emit: (event: HostEvent) => void): () => void {
  let last: string | null | undefined
  const check = () => {
    const session = selectSiwxSession(store.getState(), Date.now())
    const shown: SiwxSession | null = session ? { data: session.data, message: session.message, signature: session.signature } : null
    const id = shown ? shown.signature : null
    if (id === last) return
    last = id
    emit({ type: 'provider', event: 'message', data: { type: SIWX_MESSAGE_TYPE, data: shown } })
  }
  check()
  return store.subscribe(check)
}
