import type { FrameLocator, Page } from '@playwright/test'
import { expect, expectModalShown, test, urls } from '../fixtures/test'
import { hostPage, serveTestPage } from '../fixtures/testPages'

// The one icon component with real images: the local registry's own marks for the local chains,
// and the initials fallback when an image fails, without a console error (the test fixture
// fails on any).

async function openNetworks(page: Page, options = '{}') {
  await page.goto(await serveTestPage(page, urls.demo, '__t/network-icons.html', hostPage(options)))
  await page.evaluate(() => (window as never as { modal: { open(view?: string): Promise<void> } }).modal.open('Networks'))
  await expectModalShown(page, true)
}

/** The icon inside a network's button: an <img> once its image loaded, the initials otherwise. */
const iconOf = (modal: FrameLocator, caip: string) => modal.getByTestId(`airlock-network-${caip}`).locator('.airlock-logo')

test('Networks shows the registry marks of Ethereum and Base as loaded images', async ({ page, modal }) => {
  await openNetworks(page)
  for (const [caip, imageId] of [['eip155:1', 'airlock-network-ethereum'], ['eip155:8453', 'airlock-network-base']] as const) {
    const icon = iconOf(modal, caip)
    await expect(icon).toHaveJSProperty('tagName', 'IMG')
    await expect(icon).toHaveAttribute('src', new RegExp(`^${urls.dataApi.replace(/[.]/g, '\\.')}/?public/getAssetImage/${imageId}\\?projectId=airlock-demo`))
    await expect.poll(() => icon.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(96)
  }
})

test('an image that fails shows the initials instead, and nothing is logged as an error', async ({ page, modal }) => {
  // A loopback URL that answers 200 with JSON: the image fails to decode, as a broken logo does.
  const broken = `${urls.dataApi}/getWallets?projectId=airlock-demo&page=1&entries=1`
  await openNetworks(page, JSON.stringify({ chainImages: { '8453': broken } }))
  const base = iconOf(modal, 'eip155:8453')
  await expect(base).toHaveClass(/airlock-logo-initials/)
  await expect(base).toHaveText('Ba')
  await expect(iconOf(modal, 'eip155:1')).toHaveJSProperty('tagName', 'IMG')
})

test('an image the server refuses (403 without a projectId) falls back the same way, with no console error', async ({ page, modal }) => {
  await openNetworks(page, JSON.stringify({ chainImages: { '8453': `${urls.dataApi}/public/getAssetImage/airlock-network-base` } }))
  await expect(iconOf(modal, 'eip155:8453')).toHaveClass(/airlock-logo-initials/)
  await expect(iconOf(modal, 'eip155:1')).toHaveJSProperty('tagName', 'IMG')
})
