import type { Browser, Page } from '@playwright/test'
import type { StackUrls } from '../../config/urls'
import { installTestWallet, TEST_WALLET } from '../../e2e/fixtures/testWallet'
import { startWcWallet } from '../../e2e/fixtures/wcWallet'
import { hostPage, modalFrameOf, writeDemoPage } from './benchPages'
import { mailedCode } from './mailedCode'
import { summarize, type Spread } from './stats'

/** The connection kinds a returning visitor may have. */
export type RestoreKind = 'injected' | 'walletConnect' | 'embedded'

/** One kind's restore figure: the median and 99th percentile over the reloads, their spread, and how many; or why it could not be measured. */
export type RestoreFigure = { median: number; p99: number; spread: Spread; runs: number } | { failed: string }

interface Stamps {
  accounts?: string[]
  accountsAt?: number
  connectAt?: number
}

// What a dapp does at its start to learn whether the visitor is still connected (wagmi's
// reconnect does the same): ask eth_accounts at once, and listen for `connect`. Both are stamped
// on the page's clock, whose zero is the navigation's start.
const RECORD = `<script>
  window.restore = {}
  window.modal.provider.on('connect', () => { window.restore.connectAt ??= performance.now() })
  window.modal.provider.request({ method: 'eth_accounts' }).then((accounts) => Object.assign(window.restore, { accounts, accountsAt: performance.now() }))
</script>`

/**
 * `restoreMs` (issue 42 #5): a returning visitor appears connected at once. From the navigation's
 * start of a reload to the moment the dapp has both the restored account from `eth_accounts`
 * (asked as its first script runs) and the provider's `connect` event, for each kind of
 * connection: the page's injected test wallet, a real WalletConnect wallet client on the local
 * relay, and the embedded wallet after an email sign-in. The modal is preloaded as a returning
 * visitor's is: its files are in the browser's HTTP cache (the page is written into the demo
 * build, so no route turns the cache off). Each kind connects once in a context of its own, then
 * reloads `runs` times after one warm-up reload; 1× CPU.
 *
 * @example
 * results.restoreMs = await measureRestore(browser, urlsFor('test'), sdk)
 */
export async function measureRestore(browser: Browser, urls: StackUrls, sdk: string, runs = 10): Promise<Record<RestoreKind, RestoreFigure>> {
  const url = writeDemoPage(urls, '__bench/restore.html', hostPage(urls, sdk, { extra: RECORD }))
  return forEachRestoreKind(browser, urls, url, async (kind, page, expected) => {
    const samples: number[] = []
    for (let i = 0; i < runs + 1; i++) {
      await page.reload()
      await page.waitForFunction(() => {
        const s = (window as unknown as { restore?: Stamps }).restore
        return s?.accountsAt !== undefined && s.connectAt !== undefined
      })
      const stamps = await page.evaluate(() => (window as unknown as { restore: Stamps }).restore)
      if (stamps.accounts?.[0]?.toLowerCase() !== expected) throw new Error(`${kind}: eth_accounts answered ${JSON.stringify(stamps.accounts)} after a reload, not ${expected}`)
      if (i > 0) samples.push(Math.max(stamps.accountsAt!, stamps.connectAt!))
    }
    return { ...summarize(samples), runs: samples.length }
  })
}

/**
 * For each connection kind, in a browser context of its own (the injected test wallet installed
 * for `injected`): opens `url`, connects the visitor with that kind, then runs `measure` with the
 * page and the connected address; a kind whose connect or measure throws is reported as failed
 * under its name and the others are still measured. What the connect started is stopped after.
 *
 * @example
 * const figures = await forEachRestoreKind(browser, urls, url, async (kind, page) => { await page.reload(); return 1 })
 */
export async function forEachRestoreKind<T>(browser: Browser, urls: StackUrls, url: string, measure: (kind: RestoreKind, page: Page, expected: string) => Promise<T>): Promise<Record<RestoreKind, T | { failed: string }>> {
  const figures = {} as Record<RestoreKind, T | { failed: string }>
  for (const kind of ['injected', 'walletConnect', 'embedded'] as const) {
    const context = await browser.newContext()
    await context.grantPermissions(['local-network-access'])
    const cleanup: (() => Promise<unknown>)[] = [() => context.close()]
    try {
      if (kind === 'injected') await installTestWallet(context)
      const page = await context.newPage()
      await page.goto(url)
      figures[kind] = await measure(kind, page, await connectForRestore(kind, page, urls, cleanup))
    } catch (error) {
      // One kind's failure is reported under its name; the other kinds are still measured.
      figures[kind] = { failed: (error as Error).message.split('\n')[0]! }
    } finally {
      for (const stop of cleanup.reverse()) await stop().catch(() => undefined)
    }
  }
  return figures
}

/**
 * Connects the visitor with `kind` through the page's modal (the injected test wallet, a real
 * WalletConnect wallet client on the local relay, or an email sign-in to the embedded wallet);
 * returns the address (lower case). What must be stopped afterwards is pushed to `cleanup`.
 *
 * @example
 * const address = await connectForRestore('injected', page, urls, cleanup)
 */
export async function connectForRestore(kind: RestoreKind, page: Page, urls: StackUrls, cleanup: (() => Promise<unknown>)[]): Promise<string> {
  await page.locator('#opener').click()
  const frame = await modalFrameOf(page, urls)
  await frame.locator('.airlock-root[data-open="true"]:not([inert])').waitFor()
  if (kind === 'injected') {
    await frame.getByTestId(`airlock-connector-${TEST_WALLET.rdns}`).click()
  } else if (kind === 'walletConnect') {
    const wallet = await startWcWallet({ relayUrl: urls.relay, rpcUrls: urls.rpc })
    cleanup.push(() => wallet.close())
    await frame.getByTestId('airlock-connector-walletConnect').click()
    // The copy button is there before the pairing URI is: wait for the URI itself.
    const copy = frame.locator('[data-testid="airlock-wc-copy"][data-uri^="wc:"]')
    await copy.waitFor({ timeout: 60_000 })
    await wallet.pair((await copy.getAttribute('data-uri'))!)
  } else {
    const email = `restore-${Date.now().toString(36)}@example.test`
    const sentAfter = Date.now() - 1
    await frame.getByTestId('airlock-email-input').fill(email)
    await frame.getByTestId('airlock-email-continue').click()
    await frame.getByTestId('airlock-email-otp-input').fill(await mailedCode(urls.auth, email, sentAfter))
    // A new wallet's recovery step: the visitor types the code's last group and confirms.
    const code = (await frame.getByTestId('airlock-recovery-code').textContent())!.trim()
    await frame.getByTestId('airlock-recovery-confirm-input').fill(code.slice(-5))
    await frame.getByTestId('airlock-recovery-confirm').click()
  }
  await page.waitForFunction(() => (window as unknown as { modal: { getState(): { status: string } } }).modal.getState().status === 'connected', undefined, { timeout: 60_000 })
  return page.evaluate(() => (window as unknown as { modal: { getState(): { accounts: string[] } } }).modal.getState().accounts[0]!.toLowerCase())
}
