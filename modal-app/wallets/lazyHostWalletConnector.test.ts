import { describe, expect, it } from 'vitest'
import type { HostWalletInfo } from '../../shared/protocol/api'
import type { Connector, ConnectorContext } from './Connector'
import { lazyHostWalletConnector } from './lazyHostWalletConnector'

const pageWallet: HostWalletInfo = { uuid: 'u1', name: 'W', icon: '', rdns: 'wallet-standard.bitcoin:W', type: 'ANNOUNCED' }
const evmWallet: HostWalletInfo = { uuid: 'u2', name: 'E', icon: '', rdns: 'dev.evm', type: 'ANNOUNCED' }

function setup(stored: boolean) {
  const seen: string[] = []
  let loads = 0
  const real = {
    restore: async () => void seen.push('restore'),
    hostWalletsChanged: (list: readonly HostWalletInfo[]) => void seen.push(`wallets:${list.map((w) => w.uuid).join(',')}`),
    hostWalletEvent: (uuid: string, event: string) => void seen.push(`event:${uuid}:${event}`),
    request: async () => 'answer',
  } as unknown as Connector
  const connector = lazyHostWalletConnector({} as ConnectorContext, {
    id: 'hostBitcoin',
    namespace: 'bip122',
    rdnsPrefix: 'wallet-standard.bitcoin:',
    session: { load: () => (stored ? {} : undefined) },
    load: async () => (loads++, () => real),
  })
  return { connector, seen, loads: () => loads }
}

describe('lazyHostWalletConnector', () => {
  it('claims its picks and ignores a page without its wallets without loading anything', async () => {
    const { connector, seen, loads } = setup(false)
    expect(connector.claim({ id: pageWallet.rdns, group: 'injected' }, {} as never)).toMatchObject({ view: 'ConnectingExternal', data: { id: pageWallet.rdns } })
    expect(connector.claim({ id: evmWallet.rdns, group: 'injected' }, {} as never)).toBeUndefined()
    connector.hostWalletsChanged!([evmWallet])
    connector.hostWalletEvent!('u1', 'accountsChanged', [])
    await connector.restore()
    expect(loads()).toBe(0)
    expect(seen).toEqual([])
  })

  it('loads once its wallet is in the page, hands over the page\'s list and forwards what follows', async () => {
    const { connector, seen, loads } = setup(false)
    connector.hostWalletsChanged!([evmWallet, pageWallet])
    expect(await connector.request('bip122', { method: 'signPsbt' })).toBe('answer')
    connector.hostWalletEvent!('u1', 'accountsChanged', [])
    expect(loads()).toBe(1)
    expect(seen).toEqual(['wallets:u2,u1', 'event:u1:accountsChanged'])
  })

  it('restores a stored connection: the real restore starts, then it gets the wallets the page already listed', async () => {
    const { connector, seen } = setup(true)
    connector.hostWalletsChanged!([evmWallet])
    await connector.restore()
    expect(seen).toEqual(['wallets:u2', 'restore', 'wallets:u2'])
  })
})
