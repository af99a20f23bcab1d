import { createSelector } from '@reduxjs/toolkit'
import { selectActiveAccount } from '../../state/account/selectors'
import type { RootState } from '../../store/RootState'
import type { SiwxConfig } from './readSiwxConfig'
import { sessionKey } from './sessionKey'
import { initialSiwxState, type LocalSiwxSession, type SiwxState } from './siwxSlice'

/** The sign-in settings, or undefined when sign-in is off. @example selectSiwxConfig(state)?.required */
export const selectSiwxConfig = (s: RootState): SiwxConfig | undefined => s.siwx?.config ?? undefined

/** The sign-in state, its initial value until the lazily added slice is there. @example selectSiwxState(state).signing */
export const selectSiwxState = (s: RootState): SiwxState => s.siwx ?? initialSiwxState

/** Where the connected account signs in: its chain (the active network in its namespace) and address. @example selectSiwxTarget(state)?.key */
export const selectSiwxTarget = createSelector(
  [selectActiveAccount, (s: RootState) => s.network.caipNetwork],
  (account, network): { key: string; address: string; caipNetworkId: string; namespace: string } | undefined => {
    if (!account?.address || account.status !== 'connected' || !network || network.chainNamespace !== account.namespace) return undefined
    return { key: sessionKey(network.caipNetworkId, account.address), address: account.address, caipNetworkId: network.caipNetworkId, namespace: account.namespace }
  },
)

/**
 * The session of the connected account on its chain, if one is stored and not expired at `now`.
 *
 * @example
 * selectSiwxSession(state, Date.now())?.message
 */
export function selectSiwxSession(state: RootState, now: number): LocalSiwxSession | undefined {
  const target = selectSiwxTarget(state)
  const session = target && state.siwx?.sessions[target.key]
  return session && (session.expiresAt === undefined || session.expiresAt > now) ? session : undefined
}
