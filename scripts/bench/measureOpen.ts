import type { Page } from '@playwright/test'
import { summarize } from './stats'

/**
 * Click → first view painted inside the preloaded iframe. The host stamps the click; the modal
 * stamps the frame after React committed the view (both on the shared performance.timeOrigin
 * clock), so the figure is what a visitor waits for.
 */
export async function measureOpen(page: Page, runs = 25) {
  const samples: number[] = []
  for (let i = 0; i < runs + 3; i++) {
    const ms = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const dialog = document.querySelector('dialog[data-airlock="dialog"]')!
          const start = performance.timeOrigin + performance.now()
          dialog.addEventListener('airlock:painted', (e) => resolve((e as CustomEvent<number>).detail - start), { once: true })
          ;(document.getElementById('opener') as HTMLButtonElement).click()
        }),
    )
    await page.evaluate(() => (window as unknown as { modal: { close(): Promise<void> } }).modal.close())
    await page.waitForTimeout(120)
    if (i >= 3) samples.push(ms)
  }
  return summarize(samples)
}
