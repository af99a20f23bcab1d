import { describe, expect, it } from 'vitest'
import type { HostWalletInfo } from '../../../shared/protocol/api'
import { buildWalletList } from '../../features/connect/buildWalletList'
import { hostWalletsToConnectors } from './hostWalletsToConnectors'

const announced = (name: string, rdns: string): HostWalletInfo => ({ uuid: `u-${rdns}`, name, icon: 'data:image/png;base64,AA==', rdns, type: 'ANNOUNCED' })
const legacy: HostWalletInfo = { uuid: 'injected:window.ethereum', name: 'Browser Wallet', icon: '', rdns: '', type: 'INJECTED' }
const desktop = { isMobile: false, enableEIP6963: true }
const mobile = { isMobile: true, enableEIP6963: true }
const list = (connectors: ReturnType<typeof hostWalletsToConnectors>, excluded: { rdns: string; name: string }[] = []) =>
  buildWalletList({ order: ['recent', 'injected', 'featured', 'recommended'], connectors, featured: [], recommended: [], custom: [], excluded, walletConnectName: 'WalletConnect' })

describe('hostWalletsToConnectors (connector visibility)', () => {
  it('keeps announced wallets in announcement order, with rdns ids, types and icons', () => {
    const out = hostWalletsToConnectors([announced('First', 'dev.first'), announced('Second', 'dev.second')], desktop)
    expect(out.map((c) => [c.id, c.type, c.info?.rdns])).toEqual([['dev.first', 'ANNOUNCED', 'dev.first'], ['dev.second', 'ANNOUNCED', 'dev.second']])
    expect(out[0]!.imageUrl).toMatch(/^data:image/)
  })
  it("hides an injected connector named 'Browser Wallet' on desktop only", () => {
    expect(hostWalletsToConnectors([legacy], desktop)).toEqual([])
    expect(hostWalletsToConnectors([legacy], mobile).map((c) => c.type)).toEqual(['INJECTED'])
  })
  it('an injected connector needs an rdns or a detected install: host wallets are installed, so one without rdns is listed', () => {
    const found = hostWalletsToConnectors([{ ...legacy, name: 'Some Wallet' }], desktop)
    expect(found.map((c) => c.installed)).toEqual([true])
    expect(list(found).map((i) => [i.id, i.group, i.installed])).toEqual([['injected:window.ethereum', 'injected', true]])
    expect(list(found.map(({ installed: _installed, ...rest }) => rest))).toEqual([])
  })
  it("lists the legacy 'Browser Wallet' (no rdns) on mobile, never on desktop", () => {
    expect(list(hostWalletsToConnectors([legacy], mobile)).map((i) => i.name)).toEqual(['Browser Wallet'])
    expect(list(hostWalletsToConnectors([legacy], desktop))).toEqual([])
  })
  it('treats the MetaMask mobile rdns as the desktop one on mobile, not on desktop', () => {
    expect(hostWalletsToConnectors([announced('MetaMask', 'io.metamask.mobile')], mobile)[0]!.info?.rdns).toBe('io.metamask')
    expect(hostWalletsToConnectors([announced('MetaMask', 'io.metamask.mobile')], desktop)[0]!.info?.rdns).toBe('io.metamask.mobile')
  })
  it("normalises the Trust Wallet name to 'Trust'", () => {
    expect(hostWalletsToConnectors([announced('Trust Wallet', 'com.trustwallet.app')], desktop)[0]!.name).toBe('Trust')
  })
  it('leaves announced wallets out when EIP-6963 is off', () => {
    expect(hostWalletsToConnectors([announced('A', 'dev.a')], { isMobile: false, enableEIP6963: false })).toEqual([])
  })
  it('an excluded wallet is hidden by rdns or by case-insensitive name', () => {
    const connectors = hostWalletsToConnectors([announced('Keep', 'dev.keep'), announced('Gone', 'dev.gone'), announced('Other', 'dev.other')], desktop)
    expect(list(connectors, [{ rdns: 'dev.gone', name: 'x' }, { rdns: 'y', name: 'OTHER' }]).map((i) => i.id)).toEqual(['dev.keep'])
  })
  it('a mobile MetaMask drops the featured MetaMask listing (same rdns after mapping)', () => {
    const connectors = hostWalletsToConnectors([announced('MetaMask', 'io.metamask.mobile')], mobile)
    const rows = buildWalletList({ order: ['injected', 'featured'], connectors, featured: [{ id: 'mm', name: 'MetaMask', rdns: 'io.metamask' } as never], recommended: [], custom: [], excluded: [], walletConnectName: 'WC' })
    expect(rows.map((r) => r.group)).toEqual(['injected'])
  })
})

describe('featured and recommended wallets already present are dropped', () => {
  const base = { order: ['recent', 'injected', 'featured', 'recommended'] as const, featured: [], recommended: [], custom: [], excluded: [], walletConnectName: 'WC' }
  it('by rdns of a recent wallet the page still has', () => {
    const rows = buildWalletList({ ...base, connectors: [], recent: [{ id: 'dev.rainbow', name: 'Rainbow', rdns: 'me.rainbow', installed: true }], featured: [{ id: 'rb', name: 'Rainbow', rdns: 'me.rainbow' } as never] })
    expect(rows.map((r) => r.key)).toEqual(['recent:dev.rainbow'])
  })
  it('but not by a recent wallet the page no longer has: the featured listing stays', () => {
    const rows = buildWalletList({ ...base, connectors: [], recent: [{ id: 'dev.rainbow', name: 'Rainbow', rdns: 'me.rainbow' }], featured: [{ id: 'rb', name: 'Rainbow', rdns: 'me.rainbow' } as never] })
    expect(rows.map((r) => r.key)).toEqual(['featured:rb'])
  })
  it('by explorer id of an announced connector', () => {
    const connectors = [{ id: 'dev.x', name: 'X', type: 'ANNOUNCED' as const, chain: 'eip155' as const, explorerId: 'x-id', info: { rdns: 'dev.x' } }]
    const rows = buildWalletList({ ...base, connectors, recommended: [{ id: 'x-id', name: 'X' } as never, { id: 'y', name: 'Y' } as never] })
    expect(rows.map((r) => r.key)).toEqual(['injected:dev.x', 'recommended:y'])
  })
})

