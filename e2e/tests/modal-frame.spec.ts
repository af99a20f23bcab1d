import type { Page } from '@playwright/test'
import { expectNoA11yViolations } from '../fixtures/axe'
import { expect, expectModalShown, test, urls } from '../fixtures/test'
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
