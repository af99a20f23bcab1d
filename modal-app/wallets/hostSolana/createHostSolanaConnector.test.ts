// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import type { RemoteApi } from '../../../shared/bridge/channel'
import { mainnet, solanaDevnet } from '../../../shared/networks/networks'
import type { HostApi, HostWalletInfo } from '../../../shared/protocol/api'
import { makeStore } from '../../app/makeStore'
import { optionsReceived } from '../../state/options/optionsSlice'
import type { ConnectorEvents } from '../Connector'
import { createHostSolanaConnector } from './createHostSolanaConnector'
import { METHOD_FACTS } from '../../requests/methods'

const ADDRESS = '6xDEAVT7iouxZpN9wY6rWuiA69iFuCxHqxLrMosBCEtK'
const solanaWallet: HostWalletInfo = { uuid: 'u-sol', name: 'Page Wallet', icon: '', rdns: 'wallet-standard.solana:Page Wallet', type: 'ANNOUNCED' }
const evmWallet: HostWalletInfo = { uuid: 'u-evm', name: 'EVM Wallet', icon: '', rdns: 'dev.evm', type: 'ANNOUNCED' }

function setup(answer: (method: string, params?: unknown) => unknown) {
  const store = makeStore()
  store.dispatch(optionsReceived({ projectId: 'p', networks: [mainnet, solanaDevnet], customRpcUrls: { [solanaDevnet.caipNetworkId]: 'http://127.0.0.1:18899' } }))
  const calls: Array<{ uuid: string; method: string; params?: unknown }> = []
  const reports: string[] = []
  const host = {
    emit: async () => undefined,
    walletRequest: async (uuid: string, args: { method: string; params?: unknown }) => (calls.push({ uuid, ...args }), answer(args.method, args.params)),
  } as unknown as RemoteApi<HostApi>
  const report: ConnectorEvents = {
    walletsListed: (wallets) => void reports.push(`listed:${wallets.map((w) => `${w.id}/${w.chain}`).join(',')}`),
    statusChanged: (ns, status) => void reports.push(`status:${ns}:${status}`),
    accountsChanged: (ns, accounts) => void reports.push(`accounts:${ns}:${accounts.join(',')}`),
    chainChanged: () => undefined,
    disconnect: (ns) => void reports.push(`disconnect:${ns}`),
    noticed: (notice) => void reports.push(`noticed:${notice.type}`),
  }
  return { connector: createHostSolanaConnector({ store, methods: METHOD_FACTS, host, report }), calls, reports }
}

describe('createHostSolanaConnector', () => {
  it('lists only the page\'s Solana wallets, connects one, and forwards signing with the account and the local cluster name', async () => {
    const { connector, calls, reports } = setup((method) => (method === 'solana_connect' ? [ADDRESS, '0xnot-solana'] : { signature: 'sig' }))
    connector.hostWalletsChanged!([evmWallet, solanaWallet])
    expect(reports).toEqual(['listed:wallet-standard.solana:Page Wallet/solana'])
    expect(connector.claim({ id: 'dev.evm', group: 'injected' } as never, {} as never)).toBeUndefined()
    const target = connector.claim({ id: solanaWallet.rdns, group: 'injected' } as never, {} as never)!
    expect(target.view).toBe('ConnectingExternal')
    await connector.connect(target, { stillWanted: () => true })
    expect(reports.slice(1)).toEqual(['status:solana:connecting', `accounts:solana:${ADDRESS}`, 'status:solana:connected'])

    expect(await connector.request('solana', { method: 'solana_signMessage', params: { message: '2' }, chainId: solanaDevnet.caipNetworkId })).toEqual({ signature: 'sig' })
    expect(calls.at(-1)).toEqual({ uuid: 'u-sol', method: 'solana_signMessage', params: { message: '2', pubkey: ADDRESS, chain: 'solana:localnet' } })
    await expect(connector.request('solana', { method: 'solana_getProgramAccounts' })).rejects.toMatchObject({ code: 4200 })
  })

  it('follows the wallet: another account is reported, none ends the session; a wallet that leaves the page ends it too', async () => {
    const { connector, reports } = setup(() => [ADDRESS])
    connector.hostWalletsChanged!([solanaWallet])
    await connector.connect(connector.claim({ id: solanaWallet.rdns, group: 'injected' } as never, {} as never)!, { stillWanted: () => true })
    reports.length = 0
    connector.hostWalletEvent!('u-sol', 'accountsChanged', ['EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG'])
    connector.hostWalletEvent!('u-other', 'accountsChanged', [])
    connector.hostWalletEvent!('u-sol', 'accountsChanged', [])
    expect(reports).toEqual(['accounts:solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG', 'disconnect:solana'])
    await expect(connector.request('solana', { method: 'solana_signMessage', params: {} })).rejects.toMatchObject({ code: 4100 })
  })

  it('a wallet that gives no Solana account fails the connect (4100) and leaves the namespace disconnected', async () => {
    const { connector, reports } = setup(() => [])
    connector.hostWalletsChanged!([solanaWallet])
    await expect(connector.connect(connector.claim({ id: solanaWallet.rdns, group: 'injected' } as never, {} as never)!, { stillWanted: () => true })).rejects.toMatchObject({ code: 4100 })
    expect(reports.at(-1)).toBe('status:solana:disconnected')
  })

  it('restores a stored connection after a reload: connecting, then a silent connect once the wallet shows up in the page', async () => {
    localStorage.clear()
    const first = setup(() => [ADDRESS])
    first.connector.hostWalletsChanged!([solanaWallet])
    await first.connector.connect(first.connector.claim({ id: solanaWallet.rdns, group: 'injected' } as never, {} as never)!, { stillWanted: () => true })

    const { connector, calls, reports } = setup(() => [ADDRESS])
    const restored = connector.restore()
    expect(reports).toEqual(['status:solana:connecting'])
    connector.hostWalletsChanged!([solanaWallet])
    await restored
    expect(reports).toContain('status:solana:connected')
    expect(calls.at(-1)).toEqual({ uuid: 'u-sol', method: 'solana_connect', params: { silent: true } })
    expect(reports).toContain(`accounts:solana:${ADDRESS}`)

    // Disconnecting forgets it: the next reload restores nothing.
    await connector.disconnect('solana')
    const after = setup(() => [ADDRESS])
    await after.connector.restore()
    expect(after.reports).toEqual([])
  })

  it('a stored wallet that is not in the page within the wait ends the restore: disconnected, and forgotten', async () => {
    localStorage.clear()
    vi.useFakeTimers()
    try {
      const first = setup(() => [ADDRESS])
      first.connector.hostWalletsChanged!([solanaWallet])
      await first.connector.connect(first.connector.claim({ id: solanaWallet.rdns, group: 'injected' } as never, {} as never)!, { stillWanted: () => true })
      const { connector, reports } = setup(() => [ADDRESS])
      const restored = connector.restore()
      connector.hostWalletsChanged!([evmWallet])
      vi.advanceTimersByTime(1_000)
      await restored
      expect(reports.filter((r) => r.startsWith('status:'))).toEqual(['status:solana:connecting', 'status:solana:disconnected'])
      const again = setup(() => [ADDRESS])
      await again.connector.restore()
      expect(again.reports).toEqual([])
    } finally {
      vi.useRealTimers()
    }
  })
})
