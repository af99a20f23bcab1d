import type { Page } from '@playwright/test'
import { freshEmail, enterEmailCode } from '../fixtures/embeddedFlows'
import { startSiwxDappServer, type SiwxDappServer } from '../fixtures/siwxDappServer'
import { expect, expectModalShown, test, urls } from '../fixtures/test'
import { hostPage, serveTestPage } from '../fixtures/testPages'

let dapp: SiwxDappServer
test.beforeAll(async () => {
  dapp = await startSiwxDappServer()
})
test.afterAll(async () => dapp?.close())

type Modal = ReturnType<Page['frameLocator']>
const state = (page: Page) => page.evaluate(() => (window as unknown as { modal: { getState(): { status: string; address?: string } } }).modal.getState())
const getSession = (page: Page) =>
  page.evaluate(() => (window as unknown as { modal: { provider: { request(a: unknown): Promise<{ message: string; signature: string } | null> } } }).modal.provider.request({ method: 'airlock_siwx_getSession' }))

async function emailSignIn(page: Page, modal: Modal, siwx: string) {
  await page.goto(await serveTestPage(page, urls.demo, '/__t/siwx-embedded.html', hostPage(`{ siwx: ${siwx} }`)))
  await page.locator('#opener').click()
  await enterEmailCode(modal, freshEmail('siwx'))
  await expect(modal.getByTestId('airlock-siwx')).toBeVisible({ timeout: 20_000 })
}

test('the embedded wallet signs in after the email code; the dapp server verifies its session', async ({ page, modal }) => {
  await emailSignIn(page, modal, `{ required: true }`)
  const { address } = await state(page)
  await expect(modal.getByTestId('airlock-siwx-account')).toHaveText(`${address!.slice(0, 4)}…${address!.slice(-6)}`)
  await modal.getByTestId('airlock-approve-confirm').click()
  await expectModalShown(page, false)
  const session = (await getSession(page))!
  expect(session.message).toContain(`with your Ethereum account:\n${address}\n`)
  const login = await page.evaluate(
    ({ url, body }) => fetch(`${url}/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then((r) => r.json()),
    { url: dapp.url, body: { message: session.message, signature: session.signature } },
  )
  expect(login).toEqual({ address })
  expect(dapp.logins.at(-1)).toEqual({ ok: true, address })
})

test('cancelling required sign-in signs the embedded wallet out', async ({ page, modal }) => {
  await emailSignIn(page, modal, `{ required: true }`)
  await modal.getByTestId('airlock-siwx-cancel').click()
  await expectModalShown(page, false)
  await expect.poll(async () => (await state(page)).status).toBe('disconnected')
  expect(await getSession(page)).toBeNull()
})
