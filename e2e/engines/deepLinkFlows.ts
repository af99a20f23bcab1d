import { expect, test } from 'vitest'
import { urlsFor } from '../../config/urls'
import messages from '../../modal-app/ui/locales/en.views.json' with { type: 'json' }
import { testAccounts } from '../../services/fixtures/chains/testAccounts'
import { startWcWallet, type WcWallet } from '../fixtures/wcWallet'
import { deepLinkHostPage } from './deepLinkHostPage'
import type { EngineDriver, LaunchOptions, Where } from './EngineDriver'
import { engineSession } from './internal/engineSession'
import { noDialogShown } from './internal/noDialogShown'
import { poll } from './internal/poll'
import { startWalletSite, type WalletSite } from './internal/startWalletSite'

const urls = urlsFor('test')
const address = testAccounts[0]!.address
const HOST_PAGE = `${urls.demo}__t/deeplinks.html`
const APP_WALLET = { id: 'app-wallet', name: 'App Wallet', mobile_link: 'localwallet://' }

/**
 * Wallet links opened from the modal on a phone (issue 37 #4), in an engine launched as its own
 * phone browser: a dapp page lists two custom wallets, one with an app scheme (`localwallet://`,
 * no app installed) and one with a universal link to a wallet's site on loopback. For each, the
 * link the modal opens carries the pairing URI encoded, the test sees what the engine did with
 * it, a real sign-client wallet pairs with the URI the visitor could hand it (from the copy
 * link, or as the wallet's site received it), and back on the dapp the modal shows the account.
 * Where the engine drops the app link, the visitor is told and pointed to the copy link and the
 * QR code. Nothing leaves loopback and no page or console error is allowed.
 *
 * @example
 * describe('firefox on a phone', () => defineDeepLinkFlows(launchFirefox))
 */
export function defineDeepLinkFlows(launch: (options: LaunchOptions) => Promise<EngineDriver>) {
  let site: WalletSite
  let wallet: WcWallet
  /** What this engine did with each link, printed after the run (README's notes). */
  const findings: string[] = []
  const session = engineSession(launch, {
    phone: true,
    start: async () => {
      site = await startWalletSite()
      wallet = await startWcWallet({ relayUrl: urls.relay, rpcUrls: urls.rpc })
    },
    stop: async (driver) => {
      await wallet?.disconnect().catch(() => undefined)
      await wallet?.close()
      await site?.close()
      if (findings.length > 0) console.log(`${driver?.engine ?? 'engine'} on a phone:\n- ${findings.join('\n- ')}`)
    },
  })

  const read = (testId: string, where: Where = 'page', attribute?: string) => session.driver.read(testId, where, attribute)
  const modalUrl = () => session.driver.evaluate<string>('return location.href', 'modal')
  /** The universal link's site: https, except in WebKit, where no https page loads behind the suite's proxy (see webkitDriver). */
  const siteOrigin = () => (session.driver.engine === 'webkit' ? site.httpOrigin : site.httpsOrigin)
  /** The dapp page with the two wallets, the modal open on the wallet's pairing view; gives the pairing URI. */
  const openWallet = async (walletId: string) => {
    session.proxy.serve(HOST_PAGE, deepLinkHostPage([APP_WALLET, { id: 'site-wallet', name: 'Site Wallet', mobile_link: `${siteOrigin()}app/` }]))
    await session.driver.goto(HOST_PAGE)
    await poll(async () => (await read('dapp-status')) !== undefined, 'the dapp page')
    await poll(() => session.driver.hasModalFrame(), 'the modal iframe')
    await session.driver.click('dapp-connect')
    // A session the test before left (its wallet's goodbye still on the way under load) is ended
    // here, so each link starts from the Connect view and one late message fails one test, not two.
    const view = await poll(async () => ((await read('airlock-view-Account', 'modal')) ? 'Account' : (await read('airlock-view-Connect', 'modal')) ? 'Connect' : undefined), 'the modal to open')
    if (view === 'Account') {
      await session.driver.click('airlock-account-disconnect', 'modal')
      await poll(async () => (await read('dapp-status', 'page', 'data-status'))?.attribute === 'disconnected', 'the left session to end')
      // The modal closes after a disconnect: once it has, it opens again on Connect.
      await poll(() => noDialogShown(session.driver), 'the modal to close after the disconnect')
      await session.driver.click('dapp-connect')
    }
    await session.driver.click(`airlock-connector-${walletId}`, 'modal')
    const uri = await poll(async () => (await read('airlock-wc-copy', 'modal', 'data-uri'))?.attribute, 'the pairing URI')
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?.*symKey=[0-9a-f]{64}/)
    return uri
  }
  /** Back on the dapp: the modal shows the account the wallet approved, and the dapp has it. */
  const expectConnected = async () => {
    await poll(async () => (await read('airlock-view-Account', 'modal')) !== undefined, 'Account after the pairing', 30_000)
    await poll(async () => (await read('dapp-status', 'page', 'data-status'))?.attribute === 'connected', 'the dapp to be connected')
    expect((await read('dapp-address'))!.text).toBe(address)
  }

  test('deep link (custom scheme): the app link carries the encoded URI; with no app the engine drops it and the visitor is told to copy the link or scan the QR code; the copied link pairs', async () => {
    const uri = await openWallet(APP_WALLET.id)
    const open = (await read('airlock-wc-open', 'modal', 'data-href'))!
    expect(open.text).toBe('Open App Wallet')
    expect(open.attribute).toBe(`localwallet://wc?uri=${encodeURIComponent(uri)}`)
    expect(new URL(open.attribute!).searchParams.get('uri')).toBe(uri)
    const before = { page: await session.driver.evaluate<string>('return location.href'), modal: await modalUrl() }
    await session.driver.click('airlock-wc-open', 'modal')
    // No app has the scheme: the engine drops the link without a word (no error, no window, the
    // frame stays): the modal's own notice is all the visitor gets.
    const fallback = await poll(async () => (await read('airlock-wc-open-fallback', 'modal'))?.text, 'the notice that the app did not open')
    expect(fallback).toBe(messages['walletConnect.openFallback'].replace('{wallet}', 'App Wallet'))
    expect(await session.driver.evaluate<string>('return location.href')).toBe(before.page)
    expect(await modalUrl()).toBe(before.modal)
    expect(await read('wallet-site', 'popup')).toBeUndefined()
    // What the notice points to is on screen: the copy link and the QR code, both with the URI.
    expect((await read('airlock-wc-copy', 'modal'))!.disabled).toBe(false)
    expect((await read('airlock-wc-qr', 'modal', 'data-uri'))?.attribute).toBe(uri)
    findings.push('custom scheme with no app: dropped silently; the modal stays and says so')
    // The visitor pastes the copied link in the wallet; back on the dapp, the account is there.
    expect((await wallet.pair(uri)).rejected).toBe(false)
    await expectConnected()
    await wallet.disconnect()
    await poll(async () => (await read('dapp-status', 'page', 'data-status'))?.attribute === 'disconnected', 'the dapp to hear the wallet end the session', 30_000)
  }, 90_000)

  test("deep link (universal link): the wallet's site opens in a new tab with the encoded URI, the dapp stays; the wallet pairs and back on the dapp the modal shows the account", async () => {
    const uri = await openWallet('site-wallet')
    const link = `${siteOrigin()}app/wc?uri=${encodeURIComponent(uri)}`
    expect((await read('airlock-wc-open', 'modal', 'data-href'))?.attribute).toBe(link)
    const before = { page: await session.driver.evaluate<string>('return location.href'), modal: await modalUrl(), visits: site.visits.length }
    await session.driver.click('airlock-wc-open', 'modal')
    // The wallet's site got the URI, encoded once, in a tab of its own.
    const shown = await poll(async () => (await read('wallet-site-uri', 'popup'))?.text, "the wallet's site in a new tab")
    expect(shown).toBe(uri)
    expect(site.visits.slice(before.visits)).toEqual([`/app/wc?uri=${encodeURIComponent(uri)}`])
    expect(await session.driver.evaluate<string>('return location.href', 'popup')).toBe(link)
    // With noopener the wallet's tab has no handle on the dapp.
    expect(await session.driver.evaluate<boolean>('return window.opener === null', 'popup')).toBe(true)
    expect(await session.driver.evaluate<string>('return location.href')).toBe(before.page)
    expect(await modalUrl()).toBe(before.modal)
    // A web link always lands on a page: no "did not open" notice.
    expect(await read('airlock-wc-open-fallback', 'modal')).toBeUndefined()
    findings.push(`universal link: opened in a new tab (${new URL(link).protocol.slice(0, -1)})`)
    // The wallet pairs with the URI its site received; the visitor comes back to the dapp's tab.
    expect((await wallet.pair(shown)).rejected).toBe(false)
    await session.driver.closePopup()
    await expectConnected()
  }, 90_000)
}
