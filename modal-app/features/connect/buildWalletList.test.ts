import { describe, expect, it } from 'vitest'
import type { ConnectorInfo } from '../connectors/connectorsSlice'
import { buildWalletList, type WalletListInput } from './buildWalletList'

const metaMask: ConnectorInfo = { id: 'mm', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155', info: { rdns: 'io.metamask' } }
const input = (patch: Partial<WalletListInput>): WalletListInput => ({
  order: ['walletConnect', 'recent', 'injected', 'featured', 'custom', 'external', 'recommended'],
  connectors: [],
  featured: [],
  recommended: [],
  custom: [],
  excluded: [],
  walletConnectName: 'WalletConnect',
  ...patch,
})

describe('buildWalletList', () => {
  it('follows the group order', () => {
    const list = buildWalletList(input({ connectors: [metaMask], custom: [{ id: 'c1', name: 'Custom' }] }))
    expect(list.map((i) => i.group)).toEqual(['walletConnect', 'injected', 'custom'])
  })
  it('drops featured and recommended wallets already announced (by rdns) and recommended ones already featured', () => {
    const list = buildWalletList(
      input({
        connectors: [metaMask],
        featured: [{ id: 'f-mm', name: 'MetaMask', rdns: 'io.metamask' }, { id: 'rainbow', name: 'Rainbow' }],
        recommended: [{ id: 'rainbow', name: 'Rainbow' }, { id: 'trust', name: 'Trust' }],
      }),
    )
    expect(list.map((i) => i.key)).toEqual(['walletConnect:walletConnect', 'injected:mm', 'featured:rainbow', 'recommended:trust'])
  })
  it('hides excluded wallets by rdns or case-insensitive name, and injected ones without rdns', () => {
    const noRdns: ConnectorInfo = { id: 'x', name: 'Mystery', type: 'INJECTED', chain: 'eip155' }
    const list = buildWalletList(
      input({ connectors: [metaMask, noRdns], custom: [{ id: 'c', name: 'BAD wallet' }], excluded: [{ rdns: 'io.metamask', name: 'bad WALLET' }] }),
    )
    expect(list.map((i) => i.id)).toEqual(['walletConnect'])
  })
})
