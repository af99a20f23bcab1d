// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import type { RemoteApi } from '../../shared/bridge/channel'
import { bitcoinRegtest, mainnet, solanaDevnet } from '../../shared/networks/networks'
import type { HostApi, HostWalletInfo } from '../../shared/protocol/api'
import { makeStore } from '../app/makeStore'
import { optionsReceived } from '../state/options/optionsSlice'
import type { ConnectorEvents } from './Connector'
import { createHostWalletConnector } from './createHostWalletConnector'
import { hostWalletSession } from './hostWalletSession'
import { METHOD_FACTS } from '../requests/methods'

const wallet: HostWalletInfo = { uuid: 'u-1', name: 'Page Wallet', icon: '', rdns: 'family:Page Wallet', type: 'ANNOUNCED' }

/** A made-up family whose wallets answer connect with names, one account each. */
function setup() {
  const store = makeStore()
  store.dispatch(optionsReceived({ projectId: 'p', networks: [mainnet, solanaDevnet] }))
  const calls: string[] = []
  const reports: string[] = []
  const host = {
    emit: async () => undefined,
    walletRequest: async (_uuid: string, args: { method: string; params?: unknown }) => (calls.push(`${args.method} ${JSON.stringify(args.params ?? null)}`), args.method === 'family_connect' ? ['alice', 42] : 'signed'),
  } as unknown as RemoteApi<HostApi>
  const report = {
    walletsListed: (wallets) => void reports.push(`listed:${wallets.map((w) => `${w.id}/${w.chain}`).join(',')}`),
    statusChanged: (ns, status) => void reports.push(`status:${ns}:${status}`),
    accountsChanged: (ns, accounts) => void reports.push(`accounts:${ns}:${accounts.join(',')}`),
    chainChanged: () => undefined,
    disconnect: (ns) => void reports.push(`disconnect:${ns}`),
    noticed: () => undefined,
  } satisfies ConnectorEvents
  const connector = createHostWalletConnector<string>(
    { store, methods: METHOD_FACTS, host, report },
    {
      id: 'hostFamily',
      namespace: 'solana',
      session: hostWalletSession('airlock:test-family:session'),
      isOurs: (rdns) => rdns.startsWith('family:'),
      connectMethod: 'family_connect',
      disconnectMethod: 'family_disconnect',
      accountsOf: (data) => (Array.isArray(data) ? data.filter((a): a is string => typeof a === 'string') : []),
      addressOf: (name) => name.toUpperCase(),
      signing: new Set(['family_sign']),
      answerFromAccounts: (method, names) => (method === 'family_names' ? names : undefined),
      paramsFor: (given, [name]) => ({ ...given, as: name }),
    },
  )
  return { connector, calls, reports }
}

describe('createHostWalletConnector', () => {
  it('connects through the kind\'s methods, answers from the accounts the wallet gave, adds the kind\'s params to signing, refuses the rest', async () => {
    const { connector, calls, reports } = setup()
    connector.hostWalletsChanged!([wallet])
    reports.length = 0
    await expect(connector.request('solana', { method: 'family_sign' })).rejects.toMatchObject({ code: 4100 })
    await connector.connect(connector.claim({ id: wallet.rdns, group: 'injected' } as never, {} as never)!, { stillWanted: () => true })
    expect(reports).toEqual(['status:solana:connecting', 'accounts:solana:ALICE', 'status:solana:connected'])
    expect(hostWalletSession('airlock:test-family:session').load()).toEqual({ rdns: wallet.rdns, name: wallet.name })

    expect(await connector.request('solana', { method: 'family_names' })).toEqual(['alice'])
    expect(await connector.request('solana', { method: 'family_sign', params: { message: 'hi' } })).toBe('signed')
    await expect(connector.request('solana', { method: 'family_export' })).rejects.toMatchObject({ code: 4200 })
    expect(calls).toEqual(['family_connect null', 'family_sign {"message":"hi","as":"alice"}'])

    // Only its own namespace is its to switch (nothing to do in the wallet), and only while connected.
    await expect(connector.switchChain(solanaDevnet)).resolves.toBeUndefined()
    await expect(connector.switchChain(bitcoinRegtest)).rejects.toMatchObject({ code: 5000 })
    await connector.disconnect('solana')
    expect(calls.at(-1)).toBe('family_disconnect null')
    expect(hostWalletSession('airlock:test-family:session').load()).toBeUndefined()
    await expect(connector.switchChain(solanaDevnet)).rejects.toMatchObject({ code: 5000 })
  })

  it('lists and claims only its own family\'s wallets, and only as installed picks', () => {
    const { connector, reports } = setup()
    connector.hostWalletsChanged!([wallet, { ...wallet, uuid: 'u-2', rdns: 'other:Wallet' }])
    expect(reports).toEqual(['listed:family:Page Wallet/solana'])
    expect(connector.claim({ id: 'other:Wallet', group: 'injected' } as never, {} as never)).toBeUndefined()
    expect(connector.claim({ id: wallet.rdns, group: 'walletConnect' } as never, {} as never)).toBeUndefined()
  })
})
