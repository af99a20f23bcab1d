import type { FrameLocator, Page } from '@playwright/test'
import { createPublicClient, http } from 'viem'
import { walletCalls } from '../fixtures/injectedFlows'
import { expect, expectModalShown, test, urls } from '../fixtures/test'
import { hostPage, serveTestPage } from '../fixtures/testPages'
import { installTestWallet, TEST_WALLET } from '../fixtures/testWallet'

const DEAD = '0x000000000000000000000000000000000000dEaD'
const chain1 = createPublicClient({ transport: http(urls.rpc['1']) })
const modalOrigin = new URL(urls.modal).origin

async function openHost(page: Page) {
  await page.goto(await serveTestPage(page, urls.demo, '/__t/flood.html', hostPage()))
  await page.waitForFunction(() => (window as unknown as { modal?: unknown }).modal !== undefined)
}

/** Fires `count` requests at once from the attacking page and tallies how each one settled. */
function burst(page: Page, method: string, count: number) {
  return page.evaluate(
    async ({ method, count }) => {
      const provider = (window as never as { modal: { provider: { request(a: unknown): Promise<unknown> } } }).modal.provider
      const tally = { answered: 0, codedErrors: 0, uncoded: 0, codes: {} as Record<string, number> }
      await Promise.all(
        Array.from({ length: count }, () =>
          provider.request({ method }).then(
            () => void tally.answered++,
            (e: { code?: unknown }) => {
              if (typeof e?.code === 'number') {
                tally.codedErrors++
                tally.codes[e.code] = (tally.codes[e.code] ?? 0) + 1
              } else tally.uncoded++
            },
          ),
        ),
      )
      return tally
    },
    { method, count },
  )
}

const call = (page: Page, args: unknown) => page.evaluate((a) => (window as never as { call(a: unknown): Promise<unknown> }).call(a), args)

for (const [method, count] of [['eth_chainId', 50_000], ['eth_blockNumber', 5_000]] as const) {
  test(`a burst of ${count} ${method} settles every call and the next call answers`, async ({ page }) => {
    test.setTimeout(120_000)
    await openHost(page)
    await expect(call(page, { method: 'eth_chainId' })).resolves.toEqual({ result: '0x1' })
    const tally = await burst(page, method, count)
    expect(tally.uncoded).toBe(0)
    expect(tally.answered + tally.codedErrors).toBe(count)
    expect(tally.codes['4900'] ?? 0, 'calls the host gave up on as disconnected').toBe(0)
    await expect(call(page, { method: 'eth_chainId' })).resolves.toEqual({ result: '0x1' })
  })
}

test('20,000 eth_requestAccounts at once: each settles with a coded answer, the next call answers', async ({ page, modal }) => {
  test.setTimeout(120_000)
  await openHost(page)
  const settled = burst(page, 'eth_requestAccounts', 20_000)
  await expect(modal.getByTestId('airlock-view-Connect')).toBeVisible()
  await modal.getByTestId('airlock-close').click()
  const tally = await settled
  expect(tally.uncoded).toBe(0)
  expect(tally.codedErrors).toBe(20_000)
  expect(tally.codes['4001']).toBe(20_000)
  await expect(call(page, { method: 'eth_chainId' })).resolves.toEqual({ result: '0x1' })
})

async function connectTestWallet(page: Page, modal: FrameLocator) {
  await installTestWallet(page)
  await openHost(page)
  const accounts = call(page, { method: 'eth_requestAccounts' })
  await modal.getByTestId(`airlock-connector-${TEST_WALLET.rdns}`).click()
  expect(await accounts).toEqual({ result: [TEST_WALLET.address] })
  await expectModalShown(page, false)
}

/** Sends `count` eth_sendTransaction of 1 wei to 0x…dEaD and records how each one settled, without waiting. */
function fireSends(page: Page, count: number) {
  return page.evaluate(
    ({ count, from, to }) => {
      const w = window as never as { modal: { provider: { request(a: unknown): Promise<unknown> } }; settled: { ok?: unknown; code?: unknown }[] }
      w.settled = []
      for (let i = 0; i < count; i++) {
        w.modal.provider
          .request({ method: 'eth_sendTransaction', params: [{ from, to, value: '0x1' }] })
          .then((ok) => w.settled.push({ ok }), (e: { code?: unknown }) => w.settled.push({ code: e?.code }))
      }
    },
    { count, from: TEST_WALLET.address, to: DEAD },
  )
}
const settled = (page: Page) => page.evaluate(() => (window as never as { settled: { ok?: unknown; code?: unknown }[] }).settled)

test('3,000 eth_sendTransaction at once: the host keeps the modal (no 4900), every refusal is coded, nothing reaches the wallet unapproved', async ({ page, modal }) => {
  test.setTimeout(120_000)
  await connectTestWallet(page, modal)
  const deadBefore = await chain1.getBalance({ address: DEAD })
  await fireSends(page, 3_000)
  await expect(modal.getByTestId('airlock-approve')).toBeVisible()
  // Two heartbeats: long enough for a starving liveness check to have given the modal up.
  await page.waitForTimeout(2 * 5_000 + 1_000)
  const early = await settled(page)
  expect(early.filter((s) => s.code === 4900), 'requests the host gave up on').toEqual([])
  expect(early.every((s) => typeof s.code === 'number')).toBe(true)
  await modal.getByTestId('airlock-close').click()
  await expect.poll(async () => (await settled(page)).length, { timeout: 30_000 }).toBe(3_000)
  const all = await settled(page)
  expect(all.filter((s) => s.code === 4900)).toEqual([])
  expect(all.every((s) => typeof s.code === 'number')).toBe(true)
  expect(await walletCalls(page)).not.toContain('eth_sendTransaction')
  expect(await chain1.getBalance({ address: DEAD })).toBe(deadBefore)
  await expect(call(page, { method: 'eth_chainId' })).resolves.toEqual({ result: '0x1' })
})

test('a modal the host gave up on can approve nothing: its approval is gone, the wallet never sees the request, the next call answers', async ({ page, modal }) => {
  test.setTimeout(120_000)
  await connectTestWallet(page, modal)
  const deadBefore = await chain1.getBalance({ address: DEAD })
  await fireSends(page, 1)
  await expect(modal.getByTestId('airlock-approve-confirm')).toBeEnabled()
  // The modal stops answering (a long task in its own process) for longer than the host waits.
  const frame = page.frames().find((f) => f.url().startsWith(modalOrigin))!
  // The host reloads the silent frame, which ends this evaluation with the old document.
  await frame
    .evaluate(() => {
      const end = Date.now() + 13_000
      while (Date.now() < end);
    })
    .catch(() => undefined)
  await expect.poll(() => settled(page), { timeout: 15_000 }).toEqual([{ code: 4900 }])
  // Whatever the old document still shows, nothing approves the request the dapp was told failed.
  const approve = modal.getByTestId('airlock-approve-confirm')
  if (await approve.isVisible().catch(() => false)) await approve.click({ timeout: 2_000 }).catch(() => undefined)
  await page.waitForTimeout(1_000)
  expect(await walletCalls(page)).not.toContain('eth_sendTransaction')
  expect(await chain1.getBalance({ address: DEAD })).toBe(deadBefore)
  await expect(call(page, { method: 'eth_chainId' })).resolves.toEqual({ result: '0x1' })
})
