import type { BrowserContext, Frame, Page } from '@playwright/test'
import type { StackUrls } from '../../config/urls'
import { modalFrameOf, servePage } from './benchPages'
import { mailedCode } from './mailedCode'
import { summarize } from './stats'

/** The figure: the median and p99 of the runs after a warm-up, and the first run (it deploys the account). */
export interface UserOpFigure {
  median: number
  p99: number
  first: number
  runs: number
}

/**
 * `userOpToReceiptMs`: from the visitor's click on Approve (an `eth_sendTransaction` of the
 * embedded wallet's smart account) to the dapp holding the answer, which the modal gives only
 * once the user operation's receipt is in (the bundle transaction's hash). It covers building
 * and signing the user operation in the modal, the bundler's gas estimation and simulation,
 * bundling into `handleOps` on anvil and the receipt poll, all on loopback. One email sign-in,
 * the account funded with `anvil_setBalance`, then `runs` sends after one warm-up (which also
 * deploys the account). Both ends are stamped on the shared `performance.timeOrigin` clock.
 *
 * @example
 * results.userOpToReceiptMs = await measureUserOp(context, urlsFor('test'), sdk)
 */
export async function measureUserOp(context: BrowserContext, urls: StackUrls, sdk: string, runs = 10): Promise<UserOpFigure> {
  // The data API and auth service come from the project's settings; the bundlers named are the operator's.
  const services = {
    registryUrl: urls.dataApi,
    analyticsUrl: urls.dataApi,
    relayUrl: urls.relay,
    bundlerUrls: { 'eip155:1': urls.bundler['1'], 'eip155:8453': urls.bundler['8453'] },
  }
  const rpc = { 'eip155:1': urls.rpc['1'], 'eip155:8453': urls.rpc['8453'] }
  const body = `<button id="opener">Open</button><script>${sdk.replaceAll('</script', '<\\/script')}</script><script>
    const { createModal, mainnet, base } = window.Airlock
    window.modal = createModal({ projectId: 'airlock-demo', networks: [mainnet, base], modalUrl: ${JSON.stringify(urls.modal)}, customRpcUrls: ${JSON.stringify(rpc)}, services: ${JSON.stringify(services)} })
    document.getElementById('opener').onclick = () => window.modal.open()
    window.send = (tx) => { window.answeredAt = undefined; return window.modal.provider.request({ method: 'eth_sendTransaction', params: [tx] }).then((hash) => { window.answeredAt = performance.timeOrigin + performance.now(); return hash }) }
  </script>`
  const page = await context.newPage()
  try {
    await page.goto(await servePage(context, urls, '__bench/user-op.html', body))
    const frame = await signIn(page, urls)
    const address = await page.evaluate(() => (window as unknown as { modal: { provider: { request(a: object): Promise<string[]> } } }).modal.provider.request({ method: 'eth_accounts' }).then((a) => a[0]!))
    await rpcCall(urls.rpc['1'], 'anvil_setBalance', [address, '0x56bc75e2d63100000'])
    const samples: number[] = []
    for (let i = 0; i < runs + 1; i++) {
      const sent = page.evaluate((from) => (window as unknown as { send(tx: object): Promise<string> }).send({ from, to: '0x000000000000000000000000000000000000dEaD', value: '0x1' }), address)
      const approve = frame.getByTestId('airlock-approve-confirm')
      await approve.waitFor()
      await frame.locator('[data-testid="airlock-approve"][data-armed="true"]').waitFor()
      // The click's own timestamp, in the modal frame, before any handler of the app runs.
      await approve.evaluate((el) => el.addEventListener('click', () => ((window as unknown as { clickedAt: number }).clickedAt = performance.timeOrigin + performance.now()), { capture: true, once: true }))
      await approve.click()
      const hash = await sent
      if (!/^0x[0-9a-f]{64}$/.test(hash)) throw new Error(`eth_sendTransaction answered ${hash}`)
      const clickedAt = await frame.evaluate(() => (window as unknown as { clickedAt: number }).clickedAt)
      const answeredAt = await page.evaluate(() => (window as unknown as { answeredAt: number }).answeredAt)
      samples.push(answeredAt - clickedAt)
    }
    const [first, ...rest] = samples
    return { ...summarize(rest), first: Math.round(first!), runs: rest.length }
  } finally {
    await page.close()
  }
}

async function signIn(page: Page, urls: StackUrls): Promise<Frame> {
  const email = `bench-aa-${Date.now().toString(36)}@example.test`
  const sentAfter = Date.now() - 1
  await page.locator('#opener').click()
  const frame = await modalFrameOf(page, urls)
  await frame.getByTestId('airlock-email-input').fill(email)
  await frame.getByTestId('airlock-email-continue').click()
  await frame.getByTestId('airlock-email-otp-input').fill(await mailedCode(urls.auth, email, sentAfter))
  // A new wallet shows its recovery code once; the visitor confirms it by typing its last group.
  await frame.locator('[data-testid="airlock-recovery"][data-mode="show"]').waitFor({ timeout: 20_000 })
  const code = (await frame.getByTestId('airlock-recovery-code').textContent())!.trim()
  await frame.getByTestId('airlock-recovery-confirm-input').fill(code.slice(-5))
  await frame.getByTestId('airlock-recovery-confirm').click()
  await frame.getByTestId('airlock-account-type').waitFor({ timeout: 20_000 })
  return frame
}

async function rpcCall(url: string, method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) })
  const answer = (await response.json()) as { result?: unknown; error?: { message: string } }
  if (answer.error) throw new Error(`${method}: ${answer.error.message}`)
  return answer.result
}
