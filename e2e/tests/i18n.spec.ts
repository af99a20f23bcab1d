import { readdirSync, readFileSync, statSync } from 'node:fs'
import type { FrameLocator, Page } from '@playwright/test'
import { createPublicClient, http, type Hex } from 'viem'
import { testAccounts } from '../../services/fixtures/chains/testAccounts'
import { expectNoA11yViolations } from '../fixtures/axe'
import { clickClosing } from '../fixtures/clickClosing'
import { expect, expectModalShown, test, urls } from '../fixtures/test'
import { hostPage, serveTestPage } from '../fixtures/testPages'
import { installTestWallet, TEST_WALLET } from '../fixtures/testWallet'
import { withoutIov2 } from '../fixtures/withoutIov2'

const chain1 = createPublicClient({ transport: http(urls.rpc['1']) })
const second = testAccounts[1]!.address

/** Every text of a language, as its catalog folder has them (`en` for the English files). */
function catalog(tag: string): Record<string, string> {
  const dir = 'modal-app/ui/locales'
  const read = (file: string) => JSON.parse(readFileSync(`${dir}/${file}`, 'utf8')) as Record<string, string>
  if (tag === 'en') return Object.assign({}, ...['en.json', 'en.views.json', 'wallet.en.json', 'onramp.en.json', 'swap.en.json', 'settings.en.json'].map(read))
  return Object.assign({}, ...['core', 'views', 'wallet', 'onramp', 'swap', 'settings'].map((name) => read(`${tag}/${name}.json`)))
}

const call = (page: Page, args: unknown) => page.evaluate((a) => (window as never as { call(a: unknown): Promise<unknown> }).call(a), args)

/** A dapp page with the host SDK and `options`, the test wallet connected through the modal. */
async function connected(page: Page, modal: FrameLocator, options: string, check?: () => Promise<void>) {
  await installTestWallet(page)
  await page.goto(await serveTestPage(page, urls.demo, '/__t/i18n.html', hostPage(options)))
  await page.waitForFunction(() => (window as unknown as { modal?: unknown }).modal !== undefined)
  const accounts = call(page, { method: 'eth_requestAccounts' })
  await check?.()
  await modal.getByTestId(`airlock-connector-${TEST_WALLET.rdns}`).click()
  expect(await accounts).toEqual({ result: [TEST_WALLET.address] })
  await expectModalShown(page, false)
}

/** The send's answer is a hash mined on chain 1, paying the second account 0.001 ETH (its balance was `before`). */
async function expectSentToSecond(sent: Promise<unknown>, before: bigint) {
  const { result } = (await sent) as { result: Hex }
  const receipt = await chain1.waitForTransactionReceipt({ hash: result })
  expect(receipt.status).toBe('success')
  expect(receipt.to?.toLowerCase()).toBe(second.toLowerCase())
  expect((await chain1.getBalance({ address: second })) - before).toBe(10n ** 15n)
}

test("language 'ar': the modal is Arabic and right to left, and a send approved there names the same facts and is mined", async ({ page, modal }) => {
  const ar = catalog('ar')
  await connected(page, modal, `{ language: 'ar' }`, async () => {
    await expect(modal.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(modal.locator('html')).toHaveAttribute('lang', 'ar')
    await expect(modal.getByTestId('airlock-header-title')).toHaveText(ar['views.Connect.title']!)
    // Laid out right to left: the close button sits at the card's left, left of the title.
    const close = (await modal.getByTestId('airlock-close').boundingBox())!
    const title = (await modal.getByTestId('airlock-header-title').boundingBox())!
    expect(close.x + close.width).toBeLessThanOrEqual(title.x + 1)
    await expectNoA11yViolations(page, 'the Connect view in Arabic')
  })
  const before = await chain1.getBalance({ address: second })
  const sent = call(page, { method: 'eth_sendTransaction', params: [{ from: TEST_WALLET.address, to: second, value: '0x38d7ea4c68000' }] })
  await expect(modal.getByTestId('airlock-approve')).toHaveAttribute('data-method', 'eth_sendTransaction')
  await expect(modal.getByTestId('airlock-approve-title')).toHaveText(ar['approve.title.eth_sendTransaction']!)
  // The facts read as in English, each kept left to right inside the Arabic layout.
  await expect(modal.getByTestId('airlock-approve-to').locator('[dir="ltr"]')).toHaveText(second)
  await expect(modal.getByTestId('airlock-approve-value').locator('[dir="ltr"]')).toHaveText('0.001 ETH')
  await expect(modal.getByTestId('airlock-approve-from').locator('[dir="ltr"]')).toHaveText(TEST_WALLET.address)
  const confirm = modal.getByTestId('airlock-approve-confirm')
  await expect(confirm).toHaveText(ar['approve.approve']!)
  await expect(confirm).toBeEnabled()
  await confirm.click()
  await expectSentToSecond(sent, before)
})

test("language 'ar' without IntersectionObserver v2 (Firefox, Safari): the approval window speaks Arabic, right to left, and the send approved there is mined", async ({ page, modal }) => {
  const ar = catalog('ar')
  await withoutIov2(page)
  await connected(page, modal, `{ language: 'ar' }`)
  const before = await chain1.getBalance({ address: second })
  const sent = call(page, { method: 'eth_sendTransaction', params: [{ from: TEST_WALLET.address, to: second, value: '0x38d7ea4c68000' }] })
  await expect(modal.getByTestId('airlock-approve')).toHaveAttribute('data-armed', 'true')
  const opened = page.context().waitForEvent('page')
  await modal.getByTestId('airlock-approve-confirm').click()
  const popup = await opened
  await expect(popup.getByTestId('airlock-approval-window')).toBeVisible()
  await expect(popup.locator('html')).toHaveAttribute('lang', 'ar')
  await expect(popup.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(popup).toHaveTitle(ar['approve.window.title']!)
  // The approval as the Arabic modal drew it, the window's own words Arabic too.
  await expect(popup.getByTestId('airlock-approval-window-title')).toHaveText(ar['approve.title.eth_sendTransaction']!)
  await expect(popup.getByTestId('airlock-approval-window')).toContainText(second)
  await expect(popup.getByTestId('airlock-approval-window')).toContainText(ar['approve.window.why']!)
  await expect(popup.getByTestId('airlock-approval-window-cancel')).toHaveText(ar['approve.window.cancel']!)
  const approve = popup.getByTestId('airlock-approval-window-approve')
  await expect(approve).toHaveText(ar['approve.approve']!)
  // Right to left: Approve (the second button) sits left of Cancel.
  const [cancelBox, approveBox] = [await popup.getByTestId('airlock-approval-window-cancel').boundingBox(), await approve.boundingBox()]
  expect(approveBox!.x + approveBox!.width).toBeLessThanOrEqual(cancelBox!.x + 1)
  await expectNoA11yViolations(popup, 'the approval window in Arabic')
  await expect(approve).toBeEnabled()
  // Approve answers and closes its window in the same click; the send being mined shows it counted.
  await clickClosing(popup, 'airlock-approval-window-approve')
  await expectSentToSecond(sent, before)
})

test('the language setting on the Account view changes every text at once, and the pick outlives a reload', async ({ page, modal }) => {
  const [en, de] = [catalog('en'), catalog('de')]
  await connected(page, modal, '{}')
  await page.evaluate(() => (window as never as { modal: { open(): Promise<void> } }).modal.open())
  await expect(modal.getByTestId('airlock-header-title')).toHaveText(en['views.Account.title']!)
  await expect(modal.locator('html')).toHaveAttribute('lang', 'en')
  const picker = modal.getByTestId('airlock-language')
  await expect(picker).toHaveValue('en')
  await expectNoA11yViolations(page, 'the Account view with the language setting')
  await picker.selectOption('de')
  await expect(modal.getByTestId('airlock-header-title')).toHaveText(de['views.Account.title']!)
  await expect(modal.getByTestId('airlock-account-disconnect')).toHaveText(de['account.disconnect']!)
  await expect(modal.getByText(de['language.label']!, { exact: true })).toBeVisible()
  await expect(modal.locator('html')).toHaveAttribute('lang', 'de')
  await expect(modal.locator('html')).toHaveAttribute('dir', 'ltr')
  // The keyboard stays on the setting it used.
  await expect(modal.getByTestId('airlock-language')).toBeFocused()
  await expect(modal.getByTestId('airlock-language')).toHaveValue('de')

  await page.reload()
  await page.waitForFunction(() => (window as unknown as { modal?: unknown }).modal !== undefined)
  await page.evaluate(() => (window as never as { modal: { open(): Promise<void> } }).modal.open())
  await expect(modal.locator('html')).toHaveAttribute('lang', 'de')
  await expect(modal.getByTestId('airlock-header-title')).toHaveText(new RegExp(`^(${de['views.Account.title']}|${de['views.Connect.title']})$`))
})

test.describe('a French browser', () => {
  test.use({ locale: 'fr-FR' })
  test("opens the modal in French without a language option: the browser's languages are negotiated against the catalogs", async ({ page, modal }) => {
    const fr = catalog('fr')
    await connected(page, modal, '{}', async () => {
      await expect(modal.locator('html')).toHaveAttribute('lang', 'fr')
      await expect(modal.getByTestId('airlock-header-title')).toHaveText(fr['views.Connect.title']!)
    })
  })

  test("a dapp's language other than the browser's costs one catalog: the modal fetches German only, never French", async ({ page, modal, context }) => {
    const de = catalog('de')
    const tags = readdirSync('modal-app/ui/locales').filter((name) => statSync(`modal-app/ui/locales/${name}`).isDirectory())
    const catalogChunk = new RegExp(`/assets/(${tags.join('|')})-[\\w-]+\\.js$`)
    const fetched: string[] = []
    context.on('request', (request) => {
      const match = catalogChunk.exec(new URL(request.url()).pathname)
      if (match) fetched.push(match[1]!)
    })
    await connected(page, modal, `{ language: 'de' }`, async () => {
      await expect(modal.locator('html')).toHaveAttribute('lang', 'de')
      await expect(modal.getByTestId('airlock-header-title')).toHaveText(de['views.Connect.title']!)
    })
    await page.evaluate(() => (window as never as { modal: { open(): Promise<void> } }).modal.open())
    await expect(modal.getByTestId('airlock-header-title')).toHaveText(de['views.Account.title']!)
    expect(fetched).toEqual(['de'])
  })
})
