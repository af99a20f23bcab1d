import type { Page } from '@playwright/test'
import { connectFromDemo } from '../fixtures/injectedFlows'
import { checkScreen } from '../fixtures/screenCheck'
import { expect, openDemo, test, urls } from '../fixtures/test'
import { hostPage, serveTestPage } from '../fixtures/testPages'
import { installTestWallet, TEST_WALLET } from '../fixtures/testWallet'

// The views the other screens specs leave out, the ones a flow passes through: sign-in (SIWX
// and the older siweConfig), waiting on a social popup, the Farcaster QR code, the WalletConnect
// QR code opened by the host, and a purchase in progress. Each at a desktop and a phone width in
// both themes: a screenshot (e2e/screenshots/screen-*.png) and a failing check for a sideways
// overflow, a toast over a control or an axe violation. The context carries the size (see
// modal-bottom-clicks.spec.ts).

/** A host page with `options` (a JS object literal body) in `theme`, opened and ready. */
async function openHost(page: Page, name: string, theme: 'dark' | 'light', options = '') {
  await page.goto(await serveTestPage(page, urls.demo, `/__t/${name}-${theme}.html`, hostPage(`{ themeMode: '${theme}'${options ? `, ${options}` : ''} }`)))
}

for (const theme of ['dark', 'light'] as const) {
  for (const width of [1280, 390] as const) {
    test.describe(`${width} px ${theme}`, () => {
      test.use({ viewport: { width, height: width > 500 ? 800 : 844 } })
      const shot = (name: string) => `screen-${name}-${theme}-${width}`

      // siwx asks on SIWXSignMessage, the older siweConfig on ConnectingSiwe (lists both views, docs/views.md#views).
      for (const [view, option] of [
        ['SIWXSignMessage', `siwx: { required: true, statement: 'Sign in to the Airlock demo.' }`],
        ['ConnectingSiwe', `siweConfig: { required: true, statement: 'Sign in to the Airlock demo.' }`],
      ] as const) {
        test(`the ${view} sign-in view looks finished at ${width} px (${theme})`, async ({ page, modal }) => {
          await installTestWallet(page)
          await openHost(page, view, theme, option)
          await page.locator('#opener').click()
          await modal.getByTestId(`airlock-connector-${TEST_WALLET.rdns}`).click()
          await expect(modal.getByTestId('airlock-siwx-statement')).toHaveText('Sign in to the Airlock demo.')
          await checkScreen(page, modal, `airlock-view-${view}`, shot(view))
        })
      }

      test(`the social and Farcaster sign-in views look finished at ${width} px (${theme})`, async ({ page, context, modal }) => {
        await openHost(page, 'social', theme)
        await page.locator('#opener').click()
        const popup = context.waitForEvent('page')
        await modal.getByTestId('airlock-social-github').click()
        await expect(modal.getByTestId('airlock-connecting-social')).toHaveAttribute('data-state', 'waiting')
        await (await popup).waitForLoadState()
        await page.bringToFront()
        await checkScreen(page, modal, 'airlock-view-ConnectingSocial', shot('ConnectingSocial'))

        await openHost(page, 'farcaster', theme)
        await page.locator('#opener').click()
        await modal.getByTestId('airlock-social-farcaster').click()
        await expect(modal.getByTestId('airlock-farcaster-qr')).toHaveAttribute('data-uri', /channelToken=/)
        await checkScreen(page, modal, 'airlock-view-ConnectingFarcaster', shot('ConnectingFarcaster'))
      })

      test(`the WalletConnect QR view the host opens looks finished at ${width} px (${theme})`, async ({ page, modal }) => {
        await openHost(page, 'wc-basic', theme)
        await page.evaluate(() => (window as unknown as { modal: { open(view: string): Promise<void> } }).modal.open('ConnectingWalletConnectBasic'))
        await expect(modal.getByTestId('airlock-wc-copy')).toHaveAttribute('data-uri', /^wc:/)
        await checkScreen(page, modal, 'airlock-view-ConnectingWalletConnectBasic', shot('ConnectingWalletConnectBasic'))
      })

      test(`a purchase in progress looks finished at ${width} px (${theme})`, async ({ page, modal }) => {
        await page.addInitScript((mode) => localStorage.setItem('airlock-demo-theme', mode), theme)
        await installTestWallet(page)
        await openDemo(page)
        await connectFromDemo(page, modal)
        await page.getByTestId('demo-connect').click()
        await modal.getByTestId('airlock-feature-onramp').click()
        await modal.getByTestId('airlock-onramp-provider-card').click()
        await modal.getByTestId('airlock-onramp-amount').fill('100')
        await expect(modal.getByTestId('airlock-onramp-buy')).toBeEnabled()
        const [provider] = await Promise.all([page.waitForEvent('popup'), modal.getByTestId('airlock-onramp-buy').click()])
        await expect(modal.getByTestId('airlock-onramp-waiting')).toBeVisible()
        await provider.waitForLoadState()
        await page.bringToFront()
        await checkScreen(page, modal, 'airlock-view-OnRampInProgress', shot('OnRampInProgress'))
      })
    })
  }
}
