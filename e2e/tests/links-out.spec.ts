import type { Page } from '@playwright/test'
import { expect, test, urls } from '../fixtures/test'
import { hostPageSaw, recordHostPage } from '../fixtures/recordHostPage'
import { hostPage, serveTestPage } from '../fixtures/testPages'

const WALLET_APP = `${urls.demo}__wallet/`

async function openWallet(page: Page, wallet: object) {
  await recordHostPage(page)
  await page.goto(await serveTestPage(page, urls.demo, '__t/links.html', hostPage(JSON.stringify({ customWallets: [wallet] }))))
  await page.locator('#opener').click()
}

test.describe('on a phone', () => {
  test.use({
    userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
    hasTouch: true,
    isMobile: true,
    viewport: { width: 390, height: 844 },
  })

  test('the pairing key never reaches the host page: the modal opens the wallet link itself (security.md #16)', async ({ page, modal, context }) => {
    await context.route(`${WALLET_APP}**`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Local Wallet</title><p>wallet app</p>' }))
    await openWallet(page, { id: 'local-wallet', name: 'Local Wallet', mobile_link: WALLET_APP })
    await modal.getByTestId('airlock-connector-local-wallet').click()
    await expect(modal.getByTestId('airlock-wc-copy')).toHaveAttribute('data-uri', /symKey=/)
    const uri = (await modal.getByTestId('airlock-wc-copy').getAttribute('data-uri'))!
    const popup = context.waitForEvent('page')
    await modal.getByTestId('airlock-wc-open').click()
    const walletPage = await popup
    await walletPage.waitForLoadState()
    // The wallet got the pairing URI…
    expect(new URL(walletPage.url()).searchParams.get('uri')).toBe(uri)
    // …and the host page never held it: not in a call it was asked to make, not on the bridge.
    const hostSaw = await hostPageSaw(page)
    expect(hostSaw.length).toBeGreaterThan(0)
    expect(hostSaw.filter((line) => /symKey|wc:|wc%3A/i.test(line))).toEqual([])
    expect(hostSaw.filter((line) => line.startsWith('window.open') || line.startsWith('location.assign'))).toEqual([])
    // A web link always lands on a page: no notice that the app did not open.
    await expect(modal.getByTestId('airlock-wc-open-fallback')).toHaveCount(0)
  })

  test('a wallet app scheme is handed to the system from the modal frame, and the host page never sees the URI', async ({ page, modal }) => {
    // Chromium reports the hand-off to the system as a request of the frame that made it.
    const launched: { url: string; frame: string }[] = []
    page.on('request', (r) => r.url().startsWith('localwallet:') && launched.push({ url: r.url(), frame: r.frame().url() }))
    await openWallet(page, { id: 'app-wallet', name: 'App Wallet', mobile_link: 'localwallet://' })
    await modal.getByTestId('airlock-connector-app-wallet').click()
    await expect(modal.getByTestId('airlock-wc-copy')).toHaveAttribute('data-uri', /symKey=/)
    const uri = (await modal.getByTestId('airlock-wc-copy').getAttribute('data-uri'))!
    await modal.getByTestId('airlock-wc-open').click()
    await expect.poll(() => launched.length).toBe(1)
    expect(launched[0]!.url).toBe(`localwallet://wc?uri=${encodeURIComponent(uri)}`)
    expect(launched[0]!.frame.startsWith(new URL(urls.modal).origin)).toBe(true)
    expect((await hostPageSaw(page)).filter((line) => /symKey|wc:|wc%3A|localwallet/i.test(line))).toEqual([])
    expect(page.url()).toContain('/__t/links.html')
    // The modal is still there, waiting for the wallet; no app took the scheme and the page stayed
    // in front, so the visitor is told and pointed to the copy link and the QR code.
    await expect(modal.getByTestId('airlock-wc-connecting')).toBeVisible()
    await expect(modal.getByTestId('airlock-wc-open-fallback')).toHaveText('Nothing opened? App Wallet may not be installed on this device. Copy the link below and paste it into the wallet, or scan the QR code with the wallet on another device.')
    await expect(modal.getByTestId('airlock-wc-copy')).toBeEnabled()
  })

  test('a wallet whose link is a network share (smb://) is never opened: the visitor gets a notice, the page stays', async ({ page, modal, context }) => {
    const pages: string[] = []
    context.on('page', (p) => pages.push(p.url()))
    await openWallet(page, { id: 'evil-wallet', name: 'Evil Wallet', mobile_link: 'smb://evil.example/share' })
    await modal.getByTestId('airlock-connector-evil-wallet').click()
    await expect(modal.getByTestId('airlock-wc-copy')).toHaveAttribute('data-uri', /^wc:/)
    await expect(modal.getByTestId('airlock-wc-link-refused')).toBeVisible()
    await expect(modal.getByTestId('airlock-wc-open')).toHaveCount(0)
    expect(pages).toEqual([])
    expect(page.url()).toContain('/__t/links.html')
    expect((await hostPageSaw(page)).filter((line) => /smb:|evil\.example/i.test(line))).toEqual([])
  })
})
