import { describe, expect, it } from 'vitest'
import type { ConnectorInfo } from '../../state/connectors/connectorsSlice'
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
  it('lists an injected connector without rdns when it is a detected install', () => {
    const legacy: ConnectorInfo = { id: 'injected:window.ethereum', name: 'Browser Wallet', type: 'INJECTED', chain: 'eip155', installed: true }
    expect(buildWalletList(input({ connectors: [legacy] })).map((i) => i.key)).toEqual(['walletConnect:walletConnect', 'injected:injected:window.ethereum'])
    expect(buildWalletList(input({ connectors: [{ ...legacy, installed: false }] })).map((i) => i.key)).toEqual(['walletConnect:walletConnect'])
  })
  it('shows at most 2 recent wallets, newest first, each only once', () => {
    const recent = [
      { id: 'dev.b', name: 'B', rdns: 'dev.b', installed: true },
      { id: 'dev.a', name: 'A', rdns: 'dev.a', installed: true },
      { id: 'dev.c', name: 'C', rdns: 'dev.c', installed: true },
    ]
    const announcedB: ConnectorInfo = { id: 'dev.b', name: 'B', type: 'ANNOUNCED', chain: 'eip155', info: { rdns: 'dev.b' }, installed: true }
    const list = buildWalletList(input({ recent, connectors: [announcedB] }))
    expect(list.filter((i) => i.group === 'recent').map((i) => [i.id, i.installed])).toEqual([['dev.b', true], ['dev.a', true]])
    expect(list.filter((i) => i.id === 'dev.b')).toHaveLength(1)
  })
  it('no longer lists as Recent a wallet the page has turned off, nor an excluded one', () => {
    const recent = [
      { id: 'dev.off', name: 'Turned Off', rdns: 'dev.off', installed: false },
      { id: 'io.metamask', name: 'MetaMask', rdns: 'io.metamask', installed: true },
      { id: 'dev.b', name: 'B', rdns: 'dev.b', installed: true },
    ]
    const list = buildWalletList(input({ recent, excluded: [{ rdns: 'io.metamask', name: 'MetaMask' }] }))
    expect(list.filter((i) => i.group === 'recent').map((i) => i.id)).toEqual(['dev.b'])
    // A catalog wallet that is no longer Recent comes back in its own group.
    const featured = buildWalletList(input({ recent: [{ id: 'f-mm', name: 'MetaMask', rdns: 'io.metamask', installed: false }], featured: [{ id: 'f-mm', name: 'MetaMask', rdns: 'io.metamask' }] }))
    expect(featured.map((i) => i.key)).toEqual(['walletConnect:walletConnect', 'featured:f-mm'])
  })
})
