// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest'
import { mainnet } from '../../../shared/networks/networks'
import { makeStore } from '../../app/makeStore'
import { optionsReceived } from '../../state/options/optionsSlice'
import { fakeEip1193Wallet } from '../../testing/fakeEip1193Wallet'
import type { ConnectorEvents } from '../Connector'
import { createInjectedConnector } from './createInjectedConnector'
import { injectedPlugin } from './injectedPlugin'
import { METHOD_FACTS } from '../../requests/methods'

const B = '0x2222222222222222222222222222222222222222'

/** The connector with a fake wallet in the host page and a report that only records (no hub). */
function setup() {
  const store = makeStore()
  store.dispatch(optionsReceived({ projectId: 'p', networks: [mainnet] }))
  const wallet = fakeEip1193Wallet()
  const reports: string[] = []
  const report: ConnectorEvents = {
    walletsListed: (wallets) => void reports.push(`listed:${wallets.map((w) => w.id).join(',')}`),
    statusChanged: (ns, status) => void reports.push(`status:${ns}:${status}`),
    accountsChanged: (ns, accounts) => void reports.push(`accounts:${ns}:${accounts.join(',')}`),
    chainChanged: (ns, chainId) => void reports.push(`chain:${ns}:${chainId}`),
    disconnect: (ns) => void reports.push(`disconnect:${ns}`),
    noticed: (notice) => void reports.push(`noticed:${notice.type}`),
  }
  const connector = createInjectedConnector({ store, methods: METHOD_FACTS, host: wallet.host, report })
  connector.hostWalletsChanged?.([wallet.info])
  reports.length = 0
  return { store, wallet, connector, reports }
}

const pick = (connector: ReturnType<typeof setup>['connector'], store: ReturnType<typeof setup>['store']) => connector.claim({ id: 'dev.test', group: 'injected' }, store.getState())!

/** A request as the hub makes it (inside a promise chain, so a refusal thrown at once also rejects). */
const asked = (connector: ReturnType<typeof setup>['connector'], method: string) => Promise.resolve().then(() => connector.request('eip155', { method }))

beforeEach(() => localStorage.clear())

describe('createInjectedConnector', () => {
  it('lists the host page wallets and claims an installed pick on ConnectingExternal', () => {
    const { connector, store } = setup()
    expect(pick(connector, store)).toEqual({ view: 'ConnectingExternal', data: { id: 'dev.test', state: 'waiting' }, onConnected: 'close' })
    expect(connector.claim({ id: 'dev.other', group: 'injected' }, store.getState())).toBeUndefined()
    expect(connector.claim({ id: 'dev.test', group: 'walletConnect' }, store.getState())).toBeUndefined()
  })

  it('connects: subscribes to the wallet events, then reports chain, accounts, connected and the Recent wallets', async () => {
    const { connector, store, wallet, reports } = setup()
    await connector.connect(pick(connector, store), { stillWanted: () => true })
    expect(wallet.emitted).toEqual([{ type: 'wallet-subscribe', uuid: 'u1' }])
    expect(wallet.calls.map((c) => c.method)).toEqual(['eth_requestAccounts', 'eth_chainId'])
    expect(reports).toEqual(['status:eip155:connecting', 'chain:eip155:1', `accounts:eip155:${wallet.accounts[0]}`, 'status:eip155:connected', 'noticed:recentWallets'])
  })

  it('a refused connect (4001) reports disconnected and rejects with 4001', async () => {
    const { connector, store, wallet, reports } = setup()
    wallet.refuse('eth_requestAccounts', { code: 4001, message: 'User rejected the request.' })
    await expect(connector.connect(pick(connector, store), { stillWanted: () => true })).rejects.toMatchObject({ code: 4001 })
    expect(reports).toEqual(['status:eip155:connecting', 'status:eip155:disconnected'])
  })

  it("reports the wallet's accountsChanged and chainChanged, and an empty account list or disconnect as the session's end", async () => {
    const { connector, store, reports } = setup()
    await connector.connect(pick(connector, store), { stillWanted: () => true })
    reports.length = 0
    connector.hostWalletEvent?.('u1', 'accountsChanged', [B])
    connector.hostWalletEvent?.('u1', 'chainChanged', '0x2105')
    connector.hostWalletEvent?.('other-wallet', 'chainChanged', '0x1')
    connector.hostWalletEvent?.('u1', 'accountsChanged', [])
    expect(reports).toEqual([`accounts:eip155:${B}`, 'chain:eip155:8453', 'disconnect:eip155'])
    // The session is forgotten: later events of that wallet are ignored, requests refused with 4100.
    connector.hostWalletEvent?.('u1', 'disconnect', null)
    expect(reports).toHaveLength(3)
    await expect(asked(connector, 'personal_sign')).rejects.toMatchObject({ code: 4100 })
  })

  it('forwards requests to the connected wallet, and disconnect asks it to revoke', async () => {
    const { connector, store, wallet } = setup()
    await expect(asked(connector, 'personal_sign')).rejects.toMatchObject({ code: 4100 })
    await connector.connect(pick(connector, store), { stillWanted: () => true })
    expect(await connector.request('eip155', { method: 'personal_sign', params: ['0x68', wallet.accounts[0]] })).toBe('0xsignature')
    await connector.disconnect('eip155')
    expect(wallet.calls.at(-1)?.method).toBe('wallet_revokePermissions')
  })

  it('restores a stored session once the wallet shows up in the host page, without a prompt (eth_accounts)', async () => {
    const first = setup()
    await first.connector.connect(pick(first.connector, first.store), { stillWanted: () => true })
    const { store, wallet, reports } = setup()
    const reloaded = createInjectedConnector({ store, methods: METHOD_FACTS, host: wallet.host, report: { walletsListed: () => undefined, statusChanged: (_ns, s) => void reports.push(s), accountsChanged: () => void reports.push('accounts'), chainChanged: () => undefined, disconnect: () => undefined, noticed: () => undefined } })
    // The restore settles once it has ended: here, once the wallet that showed up in the page has answered.
    const restored = reloaded.restore()
    expect(reports).toEqual(['connecting'])
    reloaded.hostWalletsChanged?.([wallet.info])
    await restored
    expect(reports).toEqual(['connecting', 'connecting', 'accounts', 'connected'])
    expect(wallet.calls.map((c) => c.method)).toContain('eth_accounts')
    expect(wallet.calls.map((c) => c.method)).not.toContain('eth_requestAccounts')
  })

  it('a restore sends the subscription, the accounts and the chain at once: one round trip to the host, not three', async () => {
    const first = setup()
    await first.connector.connect(pick(first.connector, first.store), { stillWanted: () => true })
    const { store, wallet, reports } = setup()
    // A host whose answers to the subscription are held back: what the restore asks meanwhile is what it sent at once.
    const sent: string[] = []
    let answerSubscription = () => {}
    const host = {
      ...wallet.host,
      emit: (event: { type: string }) => {
        sent.push(event.type)
        return new Promise<void>((resolve) => (answerSubscription = resolve))
      },
      walletRequest: (uuid: string, args: { method: string }) => {
        sent.push(args.method)
        return wallet.host.walletRequest(uuid, args)
      },
    } as unknown as typeof wallet.host
    const reloaded = createInjectedConnector({ store, methods: METHOD_FACTS, host, report: { walletsListed: () => undefined, statusChanged: (_ns, s) => void reports.push(s), accountsChanged: () => void reports.push('accounts'), chainChanged: (_ns, id) => void reports.push(`chain:${id}`), disconnect: () => undefined, noticed: () => undefined } })
    void reloaded.restore()
    reloaded.hostWalletsChanged?.([wallet.info])
    expect(sent).toEqual(['wallet-subscribe', 'eth_accounts', 'eth_chainId'])
    await Promise.resolve()
    // Nothing is reported before the host has the subscription in place.
    expect(reports).toEqual(['connecting', 'connecting'])
    answerSubscription()
    await expect.poll(() => reports).toEqual(['connecting', 'connecting', 'chain:1', 'accounts', 'connected'])
  })
})

describe('injectedPlugin', () => {
  it('always builds the injected connector', () => {
    const store = makeStore()
    const wallet = fakeEip1193Wallet()
    const report: ConnectorEvents = { walletsListed() {}, statusChanged() {}, accountsChanged() {}, chainChanged() {}, disconnect() {}, noticed() {} }
    expect(injectedPlugin.create({ store, methods: METHOD_FACTS, host: wallet.host, report })).toMatchObject({ id: 'injected', capabilities: { namespaces: ['eip155'], switchChain: true } })
  })
})
