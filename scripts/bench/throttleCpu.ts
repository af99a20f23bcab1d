import type { CDPSession, Page } from '@playwright/test'

/**
 * Slows the CPU of a page's renderer by `rate` (CDP `Emulation.setCPUThrottlingRate`), and of
 * every cross-origin frame in it that runs in its own process (the modal's iframe), so a
 * "4× slower device" is slower everywhere. Returns a function that sets the rate back to 1.
 * Frames that share the page's process are covered by the page's session.
 *
 * @example
 * const restore = await throttleCpu(page, 4)
 */
export async function throttleCpu(page: Page, rate: number): Promise<() => Promise<void>> {
  const sessions: CDPSession[] = [await page.context().newCDPSession(page)]
  for (const frame of page.frames()) {
    if (frame === page.mainFrame()) continue
    // Only out-of-process frames have a target of their own; the rest throw here.
    const session = await page.context().newCDPSession(frame).catch(() => undefined)
    if (session) sessions.push(session)
  }
  for (const session of sessions) await session.send('Emulation.setCPUThrottlingRate', { rate })
  return async () => {
    for (const session of sessions) {
      await session.send('Emulation.setCPUThrottlingRate', { rate: 1 }).catch(() => undefined)
      await session.detach().catch(() => undefined)
    }
  }
}
