import type { Frame, Page } from '@playwright/test'
import { expect, expectModalOpenInside, expectModalShown, test, urls } from '../fixtures/test'
import { hostPage, serveTestPage } from '../fixtures/testPages'

// The closed modal is painted opaque behind the host page's curtain (its transparent dialog) once
// the host has confirmed that curtain is down, so open() is the host's frame alone. These tests
// pin what the visitor sees around that: the right view at once, and never a just-closed card
// turning into the start view before the curtain is down.

const root = (modal: Frame) => modal.locator('.airlock-root')
const modalFrame = async (page: Page) => {
  const origin = new URL(urls.modal).origin
  await expect.poll(() => page.frames().some((f) => f.url().startsWith(origin))).toBe(true)
  return page.frames().find((f) => f.url().startsWith(origin))!
}
const call = (page: Page, method: 'open' | 'close', view?: string) => page.evaluate(([m, v]) => (window as never as { modal: Record<string, (v?: string) => Promise<void>> }).modal[m!]!(v), [method, view] as const)

async function openHost(page: Page) {
  await page.goto(await serveTestPage(page, urls.demo, '/__t/host.html', hostPage('{}')))
  await page.waitForFunction(() => (window as unknown as { modal?: unknown }).modal !== undefined)
  await page.evaluate(() => (window as never as { modal: { provider: { request(a: object): Promise<unknown> } } }).modal.provider.request({ method: 'eth_chainId' }))
}

test('preloaded, the closed modal is primed (opaque behind the closed dialog) and open() shows its start view with the dialog', async ({ page }) => {
  await openHost(page)
  const modal = await modalFrame(page)
  await expect(root(modal)).toHaveAttribute('data-primed', 'true')
  await expect(root(modal)).toHaveCSS('opacity', '1')
  await expectModalShown(page, false)
  expect(await page.evaluate(() => (window as never as { modal: { getState(): { primed?: boolean } } }).modal.getState().primed)).toBe(true)

  await call(page, 'open')
  await expectModalShown(page, true)
  await expect(modal.getByTestId('airlock-view-Connect')).toBeVisible()
  await expectModalOpenInside(page.frameLocator('iframe[data-airlock="iframe"]'))
  await expect(root(modal)).not.toHaveAttribute('data-primed')
})

test('a card the visitor closes goes transparent in the same commit and is primed again only after the host hid its dialog', async ({ page }) => {
  await openHost(page)
  const modal = await modalFrame(page)
  await call(page, 'open', 'Networks')
  await expectModalShown(page, true)
  await expect(modal.getByTestId('airlock-view-Networks')).toBeVisible()
  await expectModalOpenInside(page.frameLocator('iframe[data-airlock="iframe"]'))
  // Watch the root from the close on: the first commit after it must be transparent, unprimed.
  await modal.evaluate(() => {
    const el = document.querySelector('.airlock-root')!
    const seen: string[] = []
    ;(window as never as { seen: string[] }).seen = seen
    new MutationObserver(() => seen.push(`${el.getAttribute('data-open')}/${el.getAttribute('data-primed') ?? '-'}/${getComputedStyle(el).opacity}`)).observe(el, { attributes: true })
  })
  await modal.getByTestId('airlock-close').click()
  await expectModalShown(page, false)
  await expect(root(modal)).toHaveAttribute('data-primed', 'true')
  const seen = await modal.evaluate(() => (window as never as { seen: string[] }).seen)
  expect(seen[0]).toBe('false/-/0')
  expect(seen.at(-1)).toBe('false/true/1')
  // Reopened, it shows the start view, not the Networks view it was closed on.
  await call(page, 'open')
  await expectModalShown(page, true)
  await expect(modal.getByTestId('airlock-view-Connect')).toBeVisible()
})

test('open(view) on a primed modal shows that view, never the primed start view first', async ({ page }) => {
  await openHost(page)
  const modal = await modalFrame(page)
  await expect(root(modal)).toHaveAttribute('data-primed', 'true')
  // At each host frame until the open is done: the dialog's opacity and what the modal last reported.
  const frames = await page.evaluate(() => {
    type Modal = { open(v: string): Promise<void>; subscribe(l: (s: { open: boolean; view: string }) => void): () => void }
    const modal = (window as never as { modal: Modal }).modal
    const dialog = document.querySelector('dialog[data-airlock="dialog"]') as HTMLElement
    let reported = 'closed'
    const stop = modal.subscribe((s) => (reported = s.open ? s.view : 'closed'))
    const frames: string[] = []
    let going = true
    const tick = () => {
      frames.push(`${getComputedStyle(dialog).opacity} ${reported}`)
      if (going) requestAnimationFrame(tick)
    }
    requestAnimationFrame(tick)
    return modal.open('Networks').then(() => {
      going = false
      stop()
      return frames
    })
  })
  // The dialog showed nothing before the modal had opened Networks itself.
  expect(frames.filter((f) => f.startsWith('1')).every((f) => f === '1 Networks')).toBe(true)
  expect(frames[0]).toBe('0 closed')
  await expectModalShown(page, true)
  await expect(modal.getByTestId('airlock-view-Networks')).toBeVisible()
})
