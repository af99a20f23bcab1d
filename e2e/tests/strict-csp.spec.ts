import { recoverMessageAddress, type Hex } from 'viem'
import { expect, test, urls } from '../fixtures/test'
import { installTestWallet, TEST_WALLET } from '../fixtures/testWallet'
import { serveWagmiConnectorDapp } from '../fixtures/wagmiConnectorDapp'
import { connectThroughWagmi, sendThroughWagmi } from '../fixtures/wagmiConnectorFlows'

const modalOrigin = new URL(urls.modal).origin
/**
 * The README's recipe: the dapp's own bundle and nothing else for scripts (no 'unsafe-inline',
 * no 'unsafe-eval'), the modal's origin as the one frame, the hash of the host SDK's one style
 * rule (its dialog's transparent backdrop, a <style> element), and `connect-src` for what the
 * dapp itself reads (its wagmi transports; the demo wallet in the page sends through them too).
 */
const POLICY = `default-src 'self'; style-src 'self' 'sha256-mhLeEwl2Zcoiuv37/w7iHLfxBDbLBJbY9dJzCsIF5Hk='; frame-src ${modalOrigin}; connect-src 'self' ${urls.rpc['1']} ${urls.rpc['8453']}`

test.beforeEach(async ({ page }) => {
  await installTestWallet(page)
  // Every frame (the dapp and the modal's iframe) records its CSP violations before its scripts run.
  await page.addInitScript(() => {
    const seen: string[] = ((window as unknown as { cspViolations: string[] }).cspViolations = [])
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${location.origin} ${e.violatedDirective} ${e.blockedURI}`))
  })
})

test(`a dapp served with "${POLICY}" connects, signs and sends through Airlock with no CSP violation`, async ({ page, modal }) => {
  const violations = async () => Promise.all(page.frames().map((f) => f.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? []))).then((all) => all.flat())
  const response = page.waitForResponse((r) => r.url().endsWith('/__w/index.html'))
  await page.goto(await serveWagmiConnectorDapp(page, 3, { 'Content-Security-Policy': POLICY }))
  expect((await response).headers()['content-security-policy']).toBe(POLICY)

  await connectThroughWagmi(page, modal)

  await page.locator('#wagmi-sign').click()
  await modal.getByTestId('airlock-approve-confirm').click()
  await expect(page.locator('#wagmi-result')).toHaveAttribute('data-state', 'ok')
  const signature = (await page.locator('#wagmi-result').textContent()) as Hex
  expect(await recoverMessageAddress({ message: 'Hello from a wagmi dapp', signature })).toBe(TEST_WALLET.address)

  await sendThroughWagmi(page, modal)

  expect(page.frames().some((f) => f.url().startsWith(modalOrigin))).toBe(true)
  expect(await violations()).toEqual([])
})

test.describe('the listener', () => {
  // Chromium reports the refused inline script on the console: that refusal is this test's point.
  test.use({ allowedConsoleErrors: [/Content Security Policy/] })

  test('the policy is enforced: the same page with an inline script records its violation (the listener sees what it should)', async ({ page }) => {
    await page.route(`${urls.demo}__t/csp-inline.html`, (route) =>
      route.fulfill({ contentType: 'text/html', headers: { 'Content-Security-Policy': POLICY }, body: '<!doctype html><html lang="en"><head><title>inline</title></head><body><script>document.title = "ran"</script></body></html>' }),
    )
    await page.goto(`${urls.demo}__t/csp-inline.html`)
    await expect.poll(() => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([`${new URL(urls.demo).origin} script-src-elem inline`])
    expect(await page.title()).toBe('inline')
  })
})
