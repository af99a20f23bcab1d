import type { CDPSession, Frame, Page } from '@playwright/test'

/**
 * Slows the CPU of a page's renderer by `rate` (CDP `Emulation.setCPUThrottlingRate`), and of
 * every cross-origin frame in it that runs in its own process (the modal's iframe), so a
 * "4× slower device" is slower everywhere. Returns a function that sets the rate back to 1.
 * Frames that share the page's process are covered by the page's session. `only` limits the
 * frames to those given: Chromium throttles a renderer by making its main thread spin for
 * (rate − 1) of every slice, idle or not, so each throttled process holds most of a core, and a
 * frame that is only the bench's own scaffolding (the bare round trips' echo frame) would take
 * CPU on a 2-core machine from the two processes a dapp with Airlock really has.
 *
 * @example
 * const restore = await throttleCpu(page, 4, [modalFrame])
 */
export async function throttleCpu(page: Page, rate: number, only?: readonly Frame[]): Promise<() => Promise<void>> {
  const sessions: CDPSession[] = [await page.context().newCDPSession(page)]
  for (const frame of only ?? page.frames()) {
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
