import type { FrameLocator, Page } from '@playwright/test'
import { expect, expectModalShown, test, urls } from '../fixtures/test'
import { hostPage, serveTestPage } from '../fixtures/testPages'

// The known networks show the marks drawn in the project, at once and with no image to fetch
// (never their initials); an image the dapp chose wins over the mark, and the mark stands in when
// that image fails, without a console error (the test fixture fails on any).

async function openNetworks(page: Page, options = '{}') {
  await page.goto(await serveTestPage(page, urls.demo, '__t/network-icons.html', hostPage(options)))
  await page.evaluate(() => (window as never as { modal: { open(view?: string): Promise<void> } }).modal.open('Networks'))
  await expectModalShown(page, true)
}

/** The icon inside a network's button: the drawn mark (an <svg>), an <img>, or the initials. */
const iconOf = (modal: FrameLocator, caip: string) => modal.getByTestId(`airlock-network-${caip}`).locator('.airlock-logo')

test('Networks shows the drawn marks of Ethereum and Base, distinct, with no image fetched for them', async ({ page, modal }) => {
  const fetched: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('/public/getAssetImage/airlock-network-')) fetched.push(r.url())
  })
  await openNetworks(page)
  const marks: string[] = []
  for (const caip of ['eip155:1', 'eip155:8453']) {
    const icon = iconOf(modal, caip)
    await expect(icon).toHaveJSProperty('tagName', 'svg')
    await expect(icon).toHaveAttribute('data-mark', caip)
    await expect(icon).not.toHaveClass(/airlock-logo-initials/)
    marks.push((await icon.locator('path').getAttribute('d'))!)
  }
  expect(marks[0]).not.toBe(marks[1])
  expect(fetched).toEqual([])
})

test('an image the dapp sets for a known network is shown instead of the mark', async ({ page, modal }) => {
  const image = `${urls.dataApi}/public/getAssetImage/airlock-network-base?projectId=airlock-demo`
  await openNetworks(page, JSON.stringify({ chainImages: { '8453': image } }))
  const base = iconOf(modal, 'eip155:8453')
  await expect(base).toHaveJSProperty('tagName', 'IMG')
  await expect(base).toHaveAttribute('src', image)
  await expect.poll(() => base.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(96)
  await expect(iconOf(modal, 'eip155:1')).toHaveJSProperty('tagName', 'svg')
})

test('an image that fails shows the network\'s mark instead, and nothing is logged as an error', async ({ page, modal }) => {
  // A loopback URL that answers 200 with JSON: the image fails to decode, as a broken logo does.
  const broken = `${urls.dataApi}/getWallets?projectId=airlock-demo&page=1&entries=1`
  await openNetworks(page, JSON.stringify({ chainImages: { '8453': broken } }))
  const base = iconOf(modal, 'eip155:8453')
  await expect(base).toHaveJSProperty('tagName', 'svg')
  await expect(base).toHaveAttribute('data-mark', 'eip155:8453')
})

test('an image the server refuses (403 without a projectId) falls back the same way, with no console error', async ({ page, modal }) => {
  await openNetworks(page, JSON.stringify({ chainImages: { '8453': `${urls.dataApi}/public/getAssetImage/airlock-network-base` } }))
  await expect(iconOf(modal, 'eip155:8453')).toHaveAttribute('data-mark', 'eip155:8453')
  await expect(iconOf(modal, 'eip155:1')).toHaveJSProperty('tagName', 'svg')
})
