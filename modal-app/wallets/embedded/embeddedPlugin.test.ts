// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import type { RemoteApi } from '../../../shared/bridge/channel'
import { mainnet } from '../../../shared/networks/networks'
import type { Features } from '../../../shared/options'
import type { HostApi } from '../../../shared/protocol/api'
import { makeStore } from '../../app/makeStore'
import { optionsReceived } from '../../state/options/optionsSlice'
import type { ConnectorEvents } from '../Connector'
import { embeddedPlugin } from './embeddedPlugin'
import { METHOD_FACTS } from '../../requests/methods'

const report: ConnectorEvents = { walletsListed() {}, statusChanged() {}, accountsChanged() {}, chainChanged() {}, disconnect() {}, noticed() {} }

function create(features: Partial<Features>) {
  const store = makeStore()
  store.dispatch(optionsReceived({ projectId: 'p', networks: [mainnet], features }))
  return embeddedPlugin.create({ store, methods: METHOD_FACTS, host: {} as RemoteApi<HostApi>, report })
}

describe('embeddedPlugin', () => {
  it('is built while email or a social sign-in is offered, not without both', () => {
    expect(create({})?.id).toBe('embedded')
    expect(create({ email: false })?.id).toBe('embedded')
    expect(create({ socials: false })?.id).toBe('embedded')
    expect(create({ email: false, socials: [] })).toBeUndefined()
    expect(create({ email: false, socials: false })).toBeUndefined()
  })
})
