import type { AppStartListening } from '../../store/listenerMiddleware'
import { registerLateSlice } from '../../store/registerLateSlice'
import type { RootState } from '../../store/RootState'
import { hubFrom } from '../../wallets/hubAccess'
import type { ChainNamespace } from '../../../shared/caip/caip'
import { toProviderError } from '../../../shared/errors/ProviderRpcError'
import { requestApproval } from '../approvals/requestApproval'
import { resolveApproval } from '../approvals/resolveApproval'
import { modalClosed } from '../../state/modal/modalActions'
import { hostOriginProven } from '../../state/options/optionsSlice'
import { selectSiwxConfig, selectSiwxSession, selectSiwxTarget } from '../../state/siwx/selectors'
import { signOutSiwx } from './signOutSiwx'
import { siwxSlice, siwxSessionRemoved, siwxSessionsLoaded, siwxSessionStored, siwxSignOutRequested, siwxSigningChanged, siwxSignRequested } from '../../state/siwx/siwxSlice'
import { loadSiwxSessions, saveSiwxSessions } from './siwxStorage'

// Injected with the effects, not in the modal's first chunk (the slice is read only once they run).
registerLateSlice(siwxSlice)

const SIWX_VIEWS = new Set(['SIWXSignMessage', 'ConnectingSiwe'])
const pendingSignIn = (s: RootState) => s.approvals.stack.find((e) => SIWX_VIEWS.has(e.shown.view))

/**
 * Sign-in with the wallet (docs/state-rules.md#sign-in): sessions load from the modal origin's storage at the
 * handshake and are written back on every change; whenever an account is connected on a chain
 * without a live session, the sign-in view opens as an approval (on top of the connecting view,
 * or alone on a closed modal — a reload with an expired session asks again). Sign runs the
 * sign-in (its code loads only then) and closes the modal on success; Cancel, or closing the
 * modal, disconnects when sign-in is required and otherwise closes the modal. A pending sign-in
 * for an account that is gone is withdrawn.
 *
 * @example
 * addSiwxListeners(listenerMiddleware.startListening)
 */
export function addSiwxListeners(startListening: AppStartListening): void {
  startListening({
    actionCreator: hostOriginProven,
    effect: ({ payload }, api) => {
      if (!selectSiwxConfig(api.getState())) return
      api.dispatch(siwxSessionsLoaded(loadSiwxSessions(api.getState().options.value.projectId, payload, Date.now())))
    },
  })

  startListening({
    predicate: (action) => siwxSessionStored.match(action) || siwxSessionRemoved.match(action),
    effect: (_action, api) => {
      const { options, siwx } = api.getState()
      saveSiwxSessions(options.value.projectId, options.hostOrigin, siwx?.sessions ?? {})
    },
  })

  startListening({
    predicate: (_action, current, previous) => selectSiwxTarget(current)?.key !== selectSiwxTarget(previous)?.key || current.siwx?.sessions !== previous.siwx?.sessions,
    effect: (_action, api) => {
      const state = api.getState()
      const config = selectSiwxConfig(state)
      const target = selectSiwxTarget(state)
      const pending = pendingSignIn(state)
      if (pending && pending.request?.key !== target?.key) {
        api.dispatch(resolveApproval(pending.id, 'cancel'))
        return
      }
      // Signed in another way meanwhile (WalletConnect one-click auth): the request is answered.
      if (pending && selectSiwxSession(state, Date.now())) {
        api.dispatch(resolveApproval(pending.id, 'success'))
        return
      }
      if (!config || !target || pending || selectSiwxSession(state, Date.now())) return
      api.dispatch(siwxSigningChanged({ signing: false }))
      api.dispatch(
        requestApproval({
          shown: { view: config.view, data: { key: target.key, address: target.address, caipNetworkId: target.caipNetworkId } },
          onCancel: () => {
            const now = api.getState()
            // Withdrawn because the account changed or signed in elsewhere: nothing to undo.
            if (selectSiwxTarget(now)?.key !== target.key || selectSiwxSession(now, Date.now())) return
            if (config.required) void hubFrom(api.extra)?.disconnect()
            if (now.router.open) api.dispatch(modalClosed({ reason: 'done' }))
          },
        }),
      )
    },
  })

  startListening({
    actionCreator: siwxSignRequested,
    effect: async ({ payload }, api) => {
      const state = api.getState()
      const entry = state.approvals.stack.find((e) => e.id === payload.approvalId)
      const config = selectSiwxConfig(state)
      const target = selectSiwxTarget(state)
      const client = target && hubFrom(api.extra)?.registry.get(target.namespace)
      if (!entry || !config || !target || !client || state.siwx?.signing || entry.request?.key !== target.key) return
      api.dispatch(siwxSigningChanged({ signing: true }))
      try {
        const { createSiwxSession } = await import('./createSiwxSession')
        const { options } = api.getState()
        const account = api.getState().account.byNamespace[target.namespace as ChainNamespace]
        const session = await createSiwxSession({
          config,
          target,
          hostOrigin: options.hostOrigin,
          projectId: options.value.projectId,
          apiUrl: options.value.services.apiUrl,
          client,
          smartAccount: account?.preferredAccountType === 'smartAccount',
          now: Date.now(),
        })
        // The visitor may have switched account or chain while the wallet was open.
        if (selectSiwxTarget(api.getState())?.key !== target.key) return
        // Resolved first, so the stored session finds no sign-in pending (the modal closes, docs/state-rules.md#sign-in).
        api.dispatch(resolveApproval(payload.approvalId, 'success'))
        api.dispatch(siwxSessionStored({ key: target.key, session }))
      } catch (error) {
        api.dispatch(siwxSigningChanged({ signing: false, error: toProviderError(error).message }))
      }
    },
  })

  startListening({
    actionCreator: siwxSignOutRequested,
    effect: async (_action, api) => {
      await api.dispatch(signOutSiwx())
    },
  })
}
