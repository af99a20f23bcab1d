// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import type { RemoteApi } from '../../../shared/bridge/channel'
import { bitcoinRegtest, mainnet } from '../../../shared/networks/networks'
import type { HostApi, HostWalletInfo } from '../../../shared/protocol/api'
import { makeStore } from '../../app/makeStore'
import { optionsReceived } from '../../state/options/optionsSlice'
import type { ConnectorEvents } from '../Connector'
import { createHostBitcoinConnector } from './createHostBitcoinConnector'
import { METHOD_FACTS } from '../../requests/methods'

const PAYMENT = 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080'
const ORDINALS = 'bcrt1pqqqsyqcyq5rqwzqfpg9scrgwpugpzysnzs23v9ccrydpk8qarc0s7qfqxx'
const ROWS = [
  { address: PAYMENT, publicKey: '02aa', purpose: 'payment' },
  { address: ORDINALS, publicKey: 'bb', purpose: 'ordinals' },
]
const bitcoinWallet: HostWalletInfo = { uuid: 'u-btc', name: 'Page Wallet', icon: '', rdns: 'wallet-standard.bitcoin:Page Wallet', type: 'ANNOUNCED' }
const solanaWallet: HostWalletInfo = { uuid: 'u-sol', name: 'Sol', icon: '', rdns: 'wallet-standard.solana:Sol', type: 'ANNOUNCED' }

function setup(answer: (method: string) => unknown) {
  const store = makeStore()
  store.dispatch(optionsReceived({ projectId: 'p', networks: [mainnet, bitcoinRegtest] }))
  const calls: Array<{ uuid: string; method: string; params?: unknown }> = []
  const reports: string[] = []
  const host = {
    emit: async () => undefined,
    walletRequest: async (uuid: string, args: { method: string; params?: unknown }) => (calls.push({ uuid, ...args }), answer(args.method)),
  } as unknown as RemoteApi<HostApi>
  const report: ConnectorEvents = {
    walletsListed: (wallets) => void reports.push(`listed:${wallets.map((w) => `${w.id}/${w.chain}`).join(',')}`),
    statusChanged: (ns, status) => void reports.push(`status:${ns}:${status}`),
    accountsChanged: (ns, accounts) => void reports.push(`accounts:${ns}:${accounts.join(',')}`),
    chainChanged: () => undefined,
    disconnect: (ns) => void reports.push(`disconnect:${ns}`),
    noticed: (notice) => void reports.push(`noticed:${notice.type}`),
  }
  return { connector: createHostBitcoinConnector({ store, methods: METHOD_FACTS, host, report }), calls, reports }
}

describe('createHostBitcoinConnector', () => {
  it('lists only the page\'s Bitcoin wallets, connects one (payment first), answers its keys and forwards signing with the chain name', async () => {
    const { connector, calls, reports } = setup((method) => (method === 'bitcoin_connect' ? [...ROWS, { address: 'x', publicKey: 'zz', purpose: 'payment' }] : { psbt: 'c2lnbmVk' }))
    connector.hostWalletsChanged!([solanaWallet, bitcoinWallet])
    expect(reports).toEqual(['listed:wallet-standard.bitcoin:Page Wallet/bip122'])
    expect(connector.claim({ id: solanaWallet.rdns, group: 'injected' } as never, {} as never)).toBeUndefined()
    const target = connector.claim({ id: bitcoinWallet.rdns, group: 'injected' } as never, {} as never)!
    expect(target.view).toBe('ConnectingExternal')
    await connector.connect(target, { stillWanted: () => true })
    expect(reports.slice(1)).toEqual(['status:bip122:connecting', `accounts:bip122:${PAYMENT},${ORDINALS}`, 'status:bip122:connected'])

    expect(await connector.request('bip122', { method: 'getAccountAddresses' })).toEqual([
      { address: PAYMENT, publicKey: '02aa', intention: 'payment' },
      { address: ORDINALS, publicKey: 'bb', intention: 'ordinal' },
    ])
    expect(calls).toHaveLength(1)
    expect(await connector.request('bip122', { method: 'signPsbt', params: { psbt: 'cHNidA==' }, chainId: bitcoinRegtest.caipNetworkId })).toEqual({ psbt: 'c2lnbmVk' })
    expect(calls.at(-1)).toEqual({ uuid: 'u-btc', method: 'signPsbt', params: { psbt: 'cHNidA==', chain: 'bitcoin:regtest' } })
    await expect(connector.request('bip122', { method: 'bitcoin_getAccounts' })).rejects.toMatchObject({ code: 4200 })
  })

  it('follows the wallet: other addresses are reported, none ends the session; a wallet that leaves the page ends it too', async () => {
    const { connector, reports } = setup(() => ROWS)
    connector.hostWalletsChanged!([bitcoinWallet])
    await connector.connect(connector.claim({ id: bitcoinWallet.rdns, group: 'injected' } as never, {} as never)!, { stillWanted: () => true })
    reports.length = 0
    connector.hostWalletEvent!('u-btc', 'accountsChanged', [ROWS[0]])
    connector.hostWalletEvent!('u-other', 'accountsChanged', [])
    connector.hostWalletEvent!('u-btc', 'accountsChanged', [])
    expect(reports).toEqual([`accounts:bip122:${PAYMENT}`, 'disconnect:bip122'])
    await expect(connector.request('bip122', { method: 'signMessage' })).rejects.toMatchObject({ code: 4100 })
  })
})
