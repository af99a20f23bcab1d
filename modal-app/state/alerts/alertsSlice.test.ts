import { describe, expect, it } from 'vitest'
import { mainnet } from '../../../shared/networks'
import { makeStore } from '../../app/makeStore'
import { optionsReceived } from '../options/optionsSlice'
import { alertDismissed, alertRaised } from './alertsSlice'

describe('alerts', () => {
  it('shows the allowlist and universal-provider alerts once each', () => {
    const store = makeStore()
    for (const key of ['invalidAppConfiguration', 'sessionExpired', 'invalidProjectId'] as const) {
      store.dispatch(alertRaised(key))
      expect(store.getState().alerts.current).toBe(key)
      store.dispatch(alertDismissed())
      store.dispatch(alertRaised(key))
      expect(store.getState().alerts.current).toBeUndefined()
    }
  })
  it('shows other alerts every time they are raised', () => {
    const store = makeStore()
    store.dispatch(alertRaised('networkNotFound'))
    store.dispatch(alertDismissed())
    store.dispatch(alertRaised('networkNotFound'))
    expect(store.getState().alerts.current).toBe('networkNotFound')
  })
  it('raises Project ID Not Configured when options come without a projectId', () => {
    const store = makeStore()
    store.dispatch(optionsReceived({ projectId: ' ', networks: [mainnet] }))
    expect(store.getState().alerts.current).toBe('projectIdNotConfigured')
    const ok = makeStore()
    ok.dispatch(optionsReceived({ projectId: 'p', networks: [mainnet] }))
    expect(ok.getState().alerts.current).toBeUndefined()
  })
})
