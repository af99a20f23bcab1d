import type { Page } from '@playwright/test'
import { expectNoA11yViolations } from '../fixtures/axe'
import { expect, expectModalOpenInside, expectModalShown, test, urls } from '../fixtures/test'
import { hostPage, serveTestPage } from '../fixtures/testPages'

const VIEWS = ['Connect', 'AllWallets', 'Networks', 'UnsupportedChain', 'WhatIsAWallet'] as const
const dialog = (page: Page) => page.locator('dialog[data-airlock="dialog"]')

async function openHost(page: Page, options = '{}') {
  await page.goto(await serveTestPage(page, urls.demo, '/__t/host.html', hostPage(options)))
  await page.waitForFunction(() => (window as unknown as { modal?: unknown }).modal !== undefined)
}

const openModal = (page: Page, view?: string) => page.evaluate((v) => (window as never as { modal: { open(v?: string): Promise<void> } }).modal.open(v), view)

for (const theme of ['dark', 'light'] as const) {
  test.describe(`every standalone view in the ${theme} theme`, () => {
    for (const view of VIEWS) {
      test(`${view} renders, announces its title, and has no accessibility violations`, async ({ page, modal }) => {
        await openHost(page, `{ themeMode: '${theme}' }`)
        await openModal(page, view)
        await expect(modal.getByTestId(`airlock-view-${view}`)).toBeVisible()
        await expect(modal.getByTestId('airlock-header-title')).not.toBeEmpty()
        await page.waitForTimeout(250)
        await page.screenshot({ path: `e2e/screenshots/${view}-${theme}.png` })
        await expectNoA11yViolations(page, `${view} (${theme})`)
      })
    }
  })
}

test('open, back and close: help goes forward, back returns, close hides and restores focus', async ({ page, modal }) => {
  await openHost(page)
  await page.locator('#opener').click()
  await expect(modal.getByTestId('airlock-view-Connect')).toBeVisible()
  await modal.getByTestId('airlock-help').click()
  await expect(modal.getByTestId('airlock-view-WhatIsAWallet')).toBeVisible()
  await modal.getByTestId('airlock-back').click()
  await expect(modal.getByTestId('airlock-view-Connect')).toBeVisible()
  await modal.getByTestId('airlock-close').click()
  await expectModalShown(page, false)
  await expect(page.locator('#opener')).toBeFocused()
  expect(await page.evaluate(() => (window as never as { modal: { getState(): { open: boolean } } }).modal.getState().open)).toBe(false)
})

test('focus moves into the modal on open, stays trapped on Tab, and Escape closes', async ({ page, modal }) => {
  await openHost(page)
  await page.locator('#opener').click()
  await expect(modal.getByTestId('airlock-view-Connect')).toBeVisible()
  await expect(page.locator('iframe[data-airlock="iframe"]')).toBeFocused()
  // Tab as a visitor would: once the card takes input, after the frame that shows it.
  await expectModalOpenInside(modal)
  const frame = page.frames().find((f) => f.url().startsWith(new URL(urls.modal).origin))!
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press('Tab')
    const inside = await frame.evaluate(() => !!document.activeElement?.closest('[data-testid="airlock-modal"]'))
    expect(inside, `focus left the modal after ${i + 1} Tab presses`).toBe(true)
  }
  await page.keyboard.press('Escape')
  await expectModalShown(page, false)
  await expect(page.locator('#opener')).toBeFocused()
})

test('the host switches the theme live and the modal repaints', async ({ page, modal }) => {
  await openHost(page, "{ themeMode: 'dark' }")
  await openModal(page)
  const card = modal.getByTestId('airlock-modal')
  await expect(card).toBeVisible()
  const background = () => card.evaluate((el) => getComputedStyle(el).backgroundColor)
  expect(await background()).toBe('rgb(18, 19, 19)')
  await page.evaluate(() => (window as never as { modal: { setThemeMode(m: string): Promise<void> } }).modal.setThemeMode('light'))
  await expect.poll(background).toBe('rgb(255, 255, 255)')
  expect(await page.evaluate(() => (window as never as { modal: { getState(): { themeMode: string } } }).modal.getState().themeMode)).toBe('light')
})

test('themeVariables: accent and z-index reach the modal and the host dialog', async ({ page, modal }) => {
  await openHost(page, "{ themeVariables: { '--airlock-accent': 'rgb(200, 30, 30)', '--airlock-z-index': 4242 } }")
  await openModal(page)
  await expect(modal.getByTestId('airlock-modal')).toBeVisible()
  await expect(dialog(page)).toHaveCSS('z-index', '4242')
  const accent = await modal.getByTestId('airlock-modal').evaluate((el) => getComputedStyle(el).getPropertyValue('--airlock-accent').trim())
  expect(accent).toBe('rgb(200, 30, 30)')
})

test("the page's focused field keeps the focus while the modal preloads, and what the visitor types lands in it", async ({ page, modal }) => {
  await page.goto(await serveTestPage(page, urls.demo, '/__t/host-autofocus.html', `<input id="search" aria-label="Search" autofocus>${hostPage()}`))
  // Preloaded: the modal's document is in the frame, waiting in the top layer.
  await expect(modal.locator('.airlock-root')).toBeAttached()
  await expect(page.locator('#search')).toBeFocused()
  await page.keyboard.type('vitalik')
  await expect(page.locator('#search')).toHaveValue('vitalik')
})

test('closed, the preloaded modal waits in the top layer without dimming the page or taking its clicks, Tab or screen reader', async ({ page }) => {
  await openHost(page)
  await page.evaluate(() => (window as never as { modal: { provider: { request(a: object): Promise<unknown> } } }).modal.provider.request({ method: 'eth_chainId' }))
  const host = dialog(page)
  expect(await host.evaluate((el) => el.matches(':popover-open'))).toBe(true)
  await expect(host).toHaveAttribute('aria-hidden', 'true')
  expect(await host.evaluate((el) => getComputedStyle(el, '::backdrop').backgroundColor)).toBe('rgba(0, 0, 0, 0)')
  // Tab from the page's last control leaves the page; it never lands in the closed modal.
  await page.locator('#opener').focus()
  await page.keyboard.press('Tab')
  expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('IFRAME')
  // The page's own button under it still takes the click, and the modal opens from it.
  await page.locator('#opener').click()
  await expectModalShown(page, true)
  await expect(host).not.toHaveAttribute('aria-hidden')
})

test("opened from inside the dapp's own modal dialog, the modal goes on top of it, takes input, and leaves it open on close", async ({ page, modal }) => {
  await page.goto(await serveTestPage(page, urls.demo, '/__t/host-in-dialog.html', `${hostPage()}
<dialog id="dapp-dialog"><p>Dapp settings</p><button id="inner-opener">Connect a wallet</button></dialog>
<script>
  document.getElementById('inner-opener').onclick = () => window.modal.open()
  document.getElementById('dapp-dialog').showModal()
</script>`))
  await page.locator('#inner-opener').click()
  await expectModalShown(page, true)
  // Ours is the topmost modal dialog now, so the page's dialog is the inert one and ours takes the clicks.
  expect(await dialog(page).evaluate((el) => el.matches(':modal'))).toBe(true)
  await modal.getByTestId('airlock-help').click()
  await expect(modal.getByTestId('airlock-view-WhatIsAWallet')).toBeVisible()
  await page.keyboard.press('Escape')
  await expectModalShown(page, false)
  expect(await page.locator('#dapp-dialog').evaluate((el) => (el as HTMLDialogElement).open && el.matches(':modal'))).toBe(true)
  await expect(page.locator('#inner-opener')).toBeFocused()
  // Back in the top layer for the next open, which again goes on top.
  expect(await dialog(page).evaluate((el) => el.matches(':popover-open'))).toBe(true)
  await page.locator('#inner-opener').click()
  await expectModalShown(page, true)
  await expect(modal.getByTestId('airlock-view-Connect')).toBeVisible()
})
