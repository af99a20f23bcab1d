import type { BrowserContext, Page } from '@playwright/test'
import { expect, expectModalOpenInside, expectModalShown, test, urls } from '../fixtures/test'

const modalOrigin = new URL(urls.modal).origin

/**
 * The modal's files over a slow network: its fonts (which hold its frame's `load`) arrive
 * `fontsMs` late and its second chunk (the one that serves the bridge's port; preloaded at low
 * priority, so it doesn't hold `load`) `chunkMs` late. The modal then posts `ready` before its
 * frame's `load` and serves its port seconds after that load: a busy modal, not a lost one.
 * Returns how many of each request were held, so the test knows its slow network happened.
 */
async function slowModalNetwork(context: BrowserContext, fontsMs: number, chunkMs: number) {
  const held = { fonts: 0, chunk: 0 }
  const hold = (ms: number, kind: keyof typeof held) => async (route: Parameters<Parameters<BrowserContext['route']>[1]>[0]) => {
    held[kind]++
    await new Promise((resolve) => setTimeout(resolve, ms))
    await route.continue()
  }
  await context.route((url) => url.origin === modalOrigin && /^\/fonts\/Inter-[\w-]+\.woff2$/.test(url.pathname), hold(fontsMs, 'fonts'))
  await context.route((url) => url.origin === modalOrigin && /^\/assets\/start-[\w-]+\.js$/.test(url.pathname), hold(chunkMs, 'chunk'))
  return held
}

/** CDP CPU throttling of the page and, once it is there, of the modal's own renderer (a cross-origin frame runs in its own process). */
async function slowCpu(page: Page, rate: number) {
  await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate })
  page.on('framenavigated', (frame) => {
    if (!frame.url().startsWith(modalOrigin)) return
    void page
      .context()
      .newCDPSession(frame)
      .then((session) => session.send('Emulation.setCPUThrottlingRate', { rate }))
      // A frame still in the page's process is throttled with it.
      .catch(() => undefined)
  })
}

// On a 4× slower CPU the modal's first chunk runs slower too, so its `ready` needs later fonts to come before its frame's `load`.
for (const { cpu, fontsMs, chunkMs } of [{ cpu: 1, fontsMs: 1_500, chunkMs: 4_000 }, { cpu: 4, fontsMs: 3_000, chunkMs: 7_000 }]) {
  test.describe(`Connect clicked soon after load, the modal's files on a slow network, ${cpu}× CPU`, () => {
    for (const afterLoadMs of [0, 200, 800]) {
      test(`${afterLoadMs} ms after load: the modal opens, with no error and no disconnect`, async ({ page, context, modal }) => {
        const held = await slowModalNetwork(context, fontsMs, chunkMs)
        if (cpu > 1) await slowCpu(page, cpu)
        // goto resolves at the page's `load`.
        await page.goto(urls.demo)
        if (afterLoadMs) await page.waitForTimeout(afterLoadMs)
        await page.getByTestId('demo-connect').click()
        await expectModalShown(page, true)
        await expect(modal.getByTestId('airlock-view-Connect')).toBeVisible({ timeout: 20_000 })
        // The view shows (still closed) before the held chunk arrives; the open needs that chunk
        // (up to 7 s late, then evaluated at 4× CPU), so it may come well after the view.
        await expectModalOpenInside(modal, 20_000)
        expect(held.fonts, 'the slow fonts were requested').toBeGreaterThan(0)
        expect(held.chunk, 'the slow second chunk was requested').toBeGreaterThan(0)
        // The old verdict (lost, 1.5 s after the frame's load) came before the modal served its port.
        await expect(page.getByTestId('demo-connect-error')).toBeEmpty()
        await expect(page.getByTestId('demo-events').locator('[data-event="disconnect"]')).toHaveCount(0)
        // The bridge is live both ways: the modal's close reaches the page, whose dialog goes.
        await page.keyboard.press('Escape')
        await expectModalShown(page, false)
      })
    }
  })
}
