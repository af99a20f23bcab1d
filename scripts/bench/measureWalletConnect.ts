import type { BrowserContext, Frame } from '@playwright/test'
import type { StackUrls } from '../../config/urls'
import { startWcWallet } from '../../e2e/fixtures/wcWallet'
import { summarize } from './stats'

type Waiter = { wait(testId: string): Promise<number> }

/**
 * WalletConnect speed on loopback, through the demo page and a real wallet client on the local
 * relay: `wcUriMs` from the click on the WalletConnect row to the QR code in the DOM (both stamped
 * inside the modal frame), and `wcApproveMs` from the wallet sending its approval to the Account
 * view in the DOM (Node and Chromium share the wall clock). Each run pairs, measures, lets the
 * wallet end the session and starts again. Every run counts: the first (cold: the WalletConnect
 * code and the relay connection made for the first time in this page) is in the median and is
 * also reported on its own.
 *
 * @example
 * Object.assign(results, await measureWalletConnect(context, urlsFor('test')))
 */
export async function measureWalletConnect(context: BrowserContext, urls: StackUrls, runs = 10): Promise<{ wcUriMs: WcFigure; wcApproveMs: WcFigure }> {
  const wallet = await startWcWallet({ relayUrl: urls.relay, rpcUrls: urls.rpc })
  const page = await context.newPage()
  try {
    await page.goto(urls.demo)
    await page.getByTestId('demo-connect').waitFor()
    const uriSamples: number[] = []
    const approveSamples: number[] = []
    for (let i = 0; i < runs; i++) {
      await page.getByTestId('demo-connect').click()
      const frame = await modalFrame(page.frames(), urls.modal)
      await frame.getByTestId('airlock-connector-walletConnect').waitFor()
      // Click as a visitor can: once the card takes input. A script's click() is not stopped by
      // `inert`, and one in the frame before the open lands starts a connect the open then
      // resets, so the QR code never comes (a full run waited on it until the 10-minute limit).
      await frame.locator('.airlock-root[data-open="true"]:not([inert])').waitFor()
      const uriMs = await frame.evaluate(() => {
        const w = window as unknown as Waiter
        const click = performance.now()
        const shown = w.wait('airlock-wc-qr')
        ;(document.querySelector('[data-testid="airlock-connector-walletConnect"]') as HTMLButtonElement).click()
        return shown.then((at) => at - click)
      }, undefined)
      const uri = await frame.getByTestId('airlock-wc-copy').getAttribute('data-uri')
      const accountShown = frame.evaluate(() => (window as unknown as Waiter).wait('airlock-view-Account').then(() => Date.now()))
      await wallet.pair(uri!)
      const approveMs = (await accountShown) - wallet.approvedAt
      uriSamples.push(uriMs)
      approveSamples.push(approveMs)
      await wallet.disconnect()
      await page.getByTestId('demo-status').and(page.locator('[data-status="disconnected"]')).waitFor()
      await frame.getByTestId('airlock-close').click()
    }
    return { wcUriMs: wcFigure(uriSamples), wcApproveMs: wcFigure(approveSamples) }
  } finally {
    await page.close()
    await wallet.close()
  }
}

/** A WalletConnect figure: the median and 99th percentile over every run, the first (cold) included, and that first run alone. */
export interface WcFigure {
  median: number
  p99: number
  cold: number
  runs: number
}

function wcFigure(samples: number[]): WcFigure {
  return { ...summarize(samples), cold: Math.round(samples[0]! * 1000) / 1000, runs: samples.length }
}

/** The modal's frame, with a `wait(testId)` helper that resolves with performance.now() once the element is in the DOM. */
async function modalFrame(frames: Frame[], modalUrl: string): Promise<Frame> {
  const frame = frames.find((f) => f.url().startsWith(modalUrl))
  if (!frame) throw new Error('modal frame not found')
  await frame.evaluate(() => {
    const w = window as unknown as Partial<Waiter>
    w.wait ??= (testId: string) =>
      new Promise<number>((resolve) => {
        const selector = `[data-testid="${testId}"]`
        if (document.querySelector(selector)) return resolve(performance.now())
        const observer = new MutationObserver(() => {
          if (!document.querySelector(selector)) return
          observer.disconnect()
          resolve(performance.now())
        })
        observer.observe(document.body, { childList: true, subtree: true, attributes: true })
      })
  })
  return frame
}
