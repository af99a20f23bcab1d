import type { Page } from '@playwright/test'
import { setWallet, walletCalls } from '../fixtures/injectedFlows'
import { startSiwxDappServer, type SiwxDappServer } from '../fixtures/siwxDappServer'
import { modalSessionBearer, openSignInPage as openPage, pageLogins, pageSession, sessionsAtService } from '../fixtures/siwxPage'
import { expectNoA11yViolations } from '../fixtures/axe'
import { expect, expectModalShown, test, urls } from '../fixtures/test'
import { installTestWallet, TEST_WALLET } from '../fixtures/testWallet'

// The dapp server answering 401 to a refused login is the point of some tests; Chromium logs it.
test.use({ allowedConsoleErrors: [/status of 401 \(Unauthorized\) \(http:\/\/127\.0\.0\.1:\d+\/login\)/] })

let dapp: SiwxDappServer
test.beforeAll(async () => {
  dapp = await startSiwxDappServer()
})
test.afterAll(async () => dapp?.close())
test.beforeEach(async ({ page }) => {
  await installTestWallet(page)
})

const openSignInPage = (page: Page, siwx: string, server = dapp) => openPage(page, siwx, server)
const getSession = pageSession
const logins = pageLogins
const status = (page: Page) => page.evaluate(() => (window as unknown as { modal: { getState(): { status: string } } }).modal.getState().status)
/** What the data service lists to the modal's bearer (the only proof it accepts). */
const storedAtService = async (page: Page, address: string) => (await sessionsAtService(address, await modalSessionBearer(page))).sessions

async function connect(page: Page, modal: ReturnType<Page['frameLocator']>) {
  await page.locator('#opener').click()
  await modal.getByTestId(`airlock-connector-${TEST_WALLET.rdns}`).click()
  await expect(modal.getByTestId('airlock-siwx')).toBeVisible()
}

test('required sign-in: connect, then Sign; the dapp server verifies the session with the helper', async ({ page, modal }) => {
  await openSignInPage(page, `{ required: true, statement: 'Sign in to the Airlock demo.' }`)
  await connect(page, modal)
  await expect(modal.getByTestId('airlock-siwx-request')).toContainText(new URL(urls.demo).origin)
  await expect(modal.getByTestId('airlock-siwx-statement')).toHaveText('Sign in to the Airlock demo.')
  await expect(modal.getByTestId('airlock-siwx-required')).toBeVisible()
  expect(await walletCalls(page)).not.toContain('personal_sign')
  await modal.getByTestId('airlock-approve-confirm').click()
  await expectModalShown(page, false)
  await expect.poll(() => logins(page)).toEqual([{ status: 200, address: TEST_WALLET.address }])
  const session = await getSession(page)
  expect(session?.message).toContain(`${new URL(urls.demo).host} wants you to sign in with your Ethereum account:\n${TEST_WALLET.address}\n\nSign in to the Airlock demo.`)
  expect(session?.data.chainId).toBe('eip155:1')
  expect(await status(page)).toBe('connected')
  expect(await storedAtService(page, TEST_WALLET.address)).toEqual([expect.objectContaining({ message: session!.message })])
  expect(JSON.stringify(await storedAtService(page, TEST_WALLET.address))).not.toContain(session!.signature)
  // Whoever only knows the address (another dapp, a tracker) gets nothing; nor does the page hold the bearer.
  expect(await sessionsAtService(TEST_WALLET.address)).toEqual({ status: 401, sessions: undefined })
  const bearer = (await modalSessionBearer(page))!
  expect(JSON.stringify(await page.evaluate(() => ({ s: (window as unknown as { sessions: unknown[] }).sessions, ls: { ...localStorage } })))).not.toContain(bearer)
})

test('a tampered message or signature is refused by the server helper', async ({ page, modal }) => {
  await openSignInPage(page, `{}`)
  await connect(page, modal)
  await modal.getByTestId('airlock-approve-confirm').click()
  await expect.poll(() => logins(page)).toHaveLength(1)
  const s = (await getSession(page))!
  const tamper = (patch: object) => page.evaluate((body) => (window as unknown as { login(b: unknown): Promise<unknown> }).login(body), { message: s.message, signature: s.signature, ...patch })
  expect(await tamper({ message: s.message.replace('Chain ID: 1', 'Chain ID: 8453') })).toEqual({ status: 401, code: 'invalid-signature' })
  expect(await tamper({ signature: `${s.signature.slice(0, -6)}${s.signature.slice(-6) === '00001b' ? '00001c' : '00001b'}` })).toEqual({ status: 401, code: 'invalid-signature' })
  expect(await tamper({ message: s.message.replace(`${new URL(urls.demo).host} wants`, 'evil.example wants') })).toEqual({ status: 401, code: 'domain-mismatch' })
  expect(await tamper({})).toEqual({ status: 200, address: TEST_WALLET.address })
})

test('declining the signature shows "Signature declined"; cancelling required sign-in disconnects', async ({ page, modal }) => {
  await openSignInPage(page, `{ required: true }`)
  await setWallet(page, { failures: { personal_sign: { code: 4001, message: 'User rejected the request.' } } })
  await connect(page, modal)
  await modal.getByTestId('airlock-approve-confirm').click()
  await expect(modal.getByTestId('airlock-siwx-error')).toHaveText('Signature declined')
  await modal.getByTestId('airlock-siwx-cancel').click()
  await expectModalShown(page, false)
  await expect.poll(() => status(page)).toBe('disconnected')
  expect(await getSession(page)).toBeNull()
  expect(await logins(page)).toEqual([])
})

test('cancelling optional sign-in closes the modal and stays connected without a session', async ({ page, modal }) => {
  await openSignInPage(page, `{ required: false }`)
  await connect(page, modal)
  await expect(modal.getByTestId('airlock-siwx-required')).toHaveCount(0)
  await modal.getByTestId('airlock-siwx-cancel').click()
  await expectModalShown(page, false)
  expect(await status(page)).toBe('connected')
  expect(await getSession(page)).toBeNull()
  expect(await walletCalls(page)).not.toContain('personal_sign')
})

test('a reload keeps the session without asking; sign-out revokes it at the data service and disconnects', async ({ page, modal }) => {
  await openSignInPage(page, `{ required: true }`)
  await connect(page, modal)
  await modal.getByTestId('airlock-approve-confirm').click()
  await expect.poll(() => logins(page)).toHaveLength(1)
  const before = (await getSession(page))!
  await page.reload()
  await expect.poll(() => status(page)).toBe('connected')
  await expect.poll(async () => (await getSession(page))?.signature).toBe(before.signature)
  await expectModalShown(page, false)
  await expect.poll(() => logins(page)).toEqual([{ status: 200, address: TEST_WALLET.address }])
  expect((await walletCalls(page)).filter((m) => m === 'personal_sign')).toEqual([])

  const bearer = (await modalSessionBearer(page))!
  expect((await sessionsAtService(TEST_WALLET.address, bearer)).sessions).not.toEqual([])
  await page.evaluate(() => (window as unknown as { modal: { provider: { request(a: unknown): Promise<unknown> } } }).modal.provider.request({ method: 'airlock_siwx_signOut' }))
  // Revoked: the bearer now proves no session, so nothing is listed.
  expect(await sessionsAtService(TEST_WALLET.address, bearer)).toEqual({ status: 401, sessions: undefined })
  await expect.poll(() => status(page)).toBe('disconnected')
  expect(await getSession(page)).toBeNull()
  expect(await page.evaluate(() => (window as unknown as { sessions: unknown[] }).sessions.at(-1))).toBeNull()
})

test('an expired session asks again after a reload, and the server helper refuses it', async ({ page, modal }) => {
  await openSignInPage(page, `{ expiresInSeconds: 2 }`)
  await connect(page, modal)
  await modal.getByTestId('airlock-approve-confirm').click()
  await expect.poll(() => logins(page)).toHaveLength(1)
  const old = (await getSession(page))!
  await page.waitForTimeout(2_200)
  await page.reload()
  await expectModalShown(page, true)
  await expect(modal.getByTestId('airlock-siwx')).toBeVisible()
  expect(await getSession(page)).toBeNull()
  const replay = await page.evaluate((body) => (window as unknown as { login(b: unknown): Promise<unknown> }).login(body), { message: old.message, signature: old.signature })
  expect(replay).toEqual({ status: 401, code: 'expired' })
  await modal.getByTestId('airlock-approve-confirm').click()
  await expect.poll(async () => (await getSession(page))?.signature).not.toBe(old.signature)
})

test("the operator's own nonce: the modal asks the dapp server, which takes each nonce once", async ({ page, modal }) => {
  const own = await startSiwxDappServer({ ownNonces: true })
  try {
    await openSignInPage(page, `{ nonceUrl: ${JSON.stringify(`${own.url}/nonce`)} }`, own)
    await connect(page, modal)
    await modal.getByTestId('airlock-approve-confirm').click()
    await expect.poll(() => logins(page)).toEqual([{ status: 200, address: TEST_WALLET.address }])
    const s = (await getSession(page))!
    expect(own.issued).toEqual([s.data.nonce])
    const replay = await page.evaluate((body) => (window as unknown as { login(b: unknown): Promise<unknown> }).login(body), { message: s.message, signature: s.signature })
    expect(replay).toEqual({ status: 401, code: 'nonce-mismatch' })
  } finally {
    await own.close()
  }
})

for (const theme of ['dark', 'light'] as const) {
  test(`the sign-in view, waiting and declined, has no accessibility violations (${theme})`, async ({ page, modal }) => {
    await openSignInPage(page, `{ required: true, statement: 'Sign in to the Airlock demo.' }, themeMode: '${theme}'`)
    await setWallet(page, { failures: { personal_sign: { code: 4001, message: 'User rejected the request.' } } })
    await connect(page, modal)
    await expect(modal.getByTestId('airlock-approve-confirm')).toBeEnabled()
    await page.screenshot({ path: `e2e/screenshots/SIWXSignMessage-${theme}.png` })
    await expectNoA11yViolations(page, `SIWXSignMessage-${theme}`)
    await modal.getByTestId('airlock-approve-confirm').click()
    await expect(modal.getByTestId('airlock-siwx-error')).toHaveText('Signature declined')
    await expectNoA11yViolations(page, `SIWXSignMessage-declined-${theme}`)
  })
}
