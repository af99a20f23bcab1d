// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest'
import type { RemoteApi } from '../../shared/bridge/channel'
import { mainnet } from '../../shared/networks/networks'
import type { HostApi, HostWalletInfo } from '../../shared/protocol/api'
import { makeStore } from '../app/makeStore'
import { createConnectorHub } from './createConnectorHub'
import { optionsReceived } from '../state/options/optionsSlice'
import { featuredReceived } from './walletConnect/screens/catalog/walletCatalogSlice'
import { recentWalletsSaved } from '../state/connection/connectionSlice'
import { pickConnector } from './pickConnector'
import { METHOD_FACTS } from '../requests/methods'

const installed: HostWalletInfo = { uuid: 'u1', name: 'Rainbow', icon: '', rdns: 'me.rainbow', type: 'ANNOUNCED' }
const host = { emit: async () => undefined, listWallets: async () => [], walletRequest: async () => null } as unknown as RemoteApi<HostApi>

function setup(options: { enableWalletConnect?: boolean } = {}) {
  const store = makeStore()
  store.dispatch(optionsReceived({ projectId: 'p', networks: [mainnet], customWallets: [{ id: 'custom-1', name: 'Custom', mobile_link: 'custom://' }], ...options }))
  store.dispatch(featuredReceived([{ id: 'rb', name: 'Rainbow', rdns: 'me.rainbow' }, { id: 'tw', name: 'Trust', rdns: 'com.trustwallet.app', mobile_link: 'trust://' }]))
  const hub = createConnectorHub(store, host, METHOD_FACTS)
  hub.walletsChanged([installed])
  const to = (id: string, group: Parameters<typeof pickConnector>[1]['group']) => {
    const picked = pickConnector(hub.connectors, { id, group }, store.getState())
    return picked && { connector: picked.connector.id, view: picked.target.view, onConnected: picked.target.onConnected, data: picked.target.data }
  }
  return { store, hub, to }
}

beforeEach(() => localStorage.clear())

describe('pickConnector: which connector a wallet pick goes to', () => {
  it('an installed wallet goes to the injected connector (ConnectingExternal, the modal closes after)', () => {
    const { to } = setup()
    expect(to('me.rainbow', 'injected')).toMatchObject({ connector: 'injected', view: 'ConnectingExternal', onConnected: 'close', data: { id: 'me.rainbow' } })
  })

  it('the WalletConnect row and catalog wallets the page does not have go to WalletConnect (Account after)', () => {
    const { to } = setup()
    expect(to('walletConnect', 'walletConnect')).toMatchObject({ connector: 'walletConnect', view: 'ConnectingWalletConnectBasic', onConnected: 'account' })
    expect(to('tw', 'featured')).toMatchObject({ connector: 'walletConnect', view: 'ConnectingWalletConnect', data: { walletId: 'tw', name: 'Trust', mobile_link: 'trust://' } })
    expect(to('custom-1', 'custom')).toMatchObject({ connector: 'walletConnect', data: { walletId: 'custom-1' } })
  })

  it('an email and the social sign-ins go to the embedded wallet (EmailVerifyOtp, ConnectingSocial, ConnectingFarcaster; Account after)', () => {
    const { to } = setup()
    expect(to('a@b.example', 'email')).toMatchObject({ connector: 'embedded', view: 'EmailVerifyOtp', onConnected: 'account', data: { email: 'a@b.example' } })
    expect(to('google', 'social')).toMatchObject({ connector: 'embedded', view: 'ConnectingSocial', data: { provider: 'google' } })
    expect(to('farcaster', 'social')).toMatchObject({ connector: 'embedded', view: 'ConnectingFarcaster' })
    expect(to('telegram', 'social')).toBeUndefined()
  })

  it('a catalog wallet the host page has installed goes nowhere (its Installed row connects it)', () => {
    expect(setup().to('rb', 'featured')).toBeUndefined()
  })

  it('a recent wallet: the injected connector when the page has it, else WalletConnect; never both', () => {
    const { store, to } = setup()
    store.dispatch(recentWalletsSaved([{ id: 'me.rainbow', name: 'Rainbow', rdns: 'me.rainbow', installed: true }, { id: 'tw', name: 'Trust', installed: false }]))
    expect(to('me.rainbow', 'recent')?.connector).toBe('injected')
    expect(to('tw', 'recent')?.connector).toBe('walletConnect')
  })

  it('with WalletConnect turned off, only installed wallets are served', () => {
    const { hub, to } = setup({ enableWalletConnect: false })
    expect(hub.connectors.map((c) => c.id)).toEqual(['injected', 'embedded'])
    expect(to('walletConnect', 'walletConnect')).toBeUndefined()
    expect(to('tw', 'featured')).toBeUndefined()
    expect(to('me.rainbow', 'injected')?.connector).toBe('injected')
  })

  it('an unknown wallet goes nowhere', () => {
    expect(setup().to('nope', 'catalog')).toBeUndefined()
  })
})
