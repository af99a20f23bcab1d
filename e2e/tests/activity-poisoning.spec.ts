import type { Page } from '@playwright/test'
import { createPublicClient, createTestClient, createWalletClient, defineChain, erc20Abi, getAddress, http, parseEther, parseEventLogs, type Address } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { portOffset } from '../../config/urls'
import { testAccounts } from '../../services/fixtures/chains/testAccounts'
import { tokenAddress } from '../../services/fixtures/contracts/tokenAddress'
import { defaultDatabasePath, SqliteStorage } from '../../services/fixtures/storage'
import { expectNoA11yViolations } from '../fixtures/axe'
import { expect, test, urls } from '../fixtures/test'
import { hostPage, serveTestPage } from '../fixtures/testPages'
import { installTestWallet } from '../fixtures/testWallet'
import { clickAccountTab } from '../fixtures/clickAccountTab'

// Account 7 is the visitor here: it pays a contact, then a poisoner sends it nothing from a
// look-alike of that contact.
const visitor = testAccounts[7]!
const chain = defineChain({ id: 1, name: 'Local Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [urls.rpc['1']] } } })
const transport = http(urls.rpc['1'])
const publicClient = createPublicClient({ chain, transport })
const anvil = createTestClient({ chain, transport, mode: 'anvil' })

type Win = { modal: { open(view?: string): Promise<void>; getState(): { address?: string } } }
/** The short form the modal used to show (docs/constants.md#balances-and-formats: `0x` + 2 … 6): what a poisoner's vanity address copies. */
const oldShort = (a: string) => `${a.slice(0, 4)}…${a.slice(-6)}`
/** The form Activity shows now: `0x` + 4 … 6. */
const shown = (a: string) => `${a.slice(0, 6)}…${a.slice(-6)}`

/** The visitor pays a fresh contact, then a look-alike of it (same first 2 and last 6 hex characters) sends the visitor 0 AUSD. */
async function poison(): Promise<{ contact: Address; lookAlike: Address }> {
  const contact = privateKeyToAccount(generatePrivateKey()).address
  const middle = privateKeyToAccount(generatePrivateKey()).address.slice(6, 36)
  const swapped = contact.slice(4, 6).toLowerCase() === 'ab' ? 'cd' : 'ab'
  const lookAlike = getAddress(`0x${contact.slice(2, 4)}${swapped}${middle}${contact.slice(-6)}`)
  const wallet = createWalletClient({ chain, transport, account: privateKeyToAccount(visitor.privateKey) })
  await publicClient.waitForTransactionReceipt({ hash: await wallet.sendTransaction({ to: contact, value: parseEther('0.01') }) })

  // The poisoner: any address on the local chain, gas paid, calling the real token's transfer(visitor, 0).
  await anvil.impersonateAccount({ address: lookAlike })
  await anvil.setBalance({ address: lookAlike, value: parseEther('1') })
  const poisoner = createWalletClient({ chain, transport, account: lookAlike })
  const hash = await poisoner.writeContract({ address: tokenAddress(), abi: erc20Abi, functionName: 'transfer', args: [visitor.address, 0n] })
  const receipt = await publicClient.waitForTransactionReceipt({ hash })
  await anvil.stopImpersonatingAccount({ address: lookAlike })
  // What the chain holds: a successful Transfer of 0 from the look-alike to the visitor.
  expect(receipt.status).toBe('success')
  expect(parseEventLogs({ abi: erc20Abi, logs: receipt.logs, eventName: 'Transfer' }).map((l) => l.args)).toEqual([{ from: lookAlike, to: visitor.address, value: 0n }])
  return { contact, lookAlike }
}

/**
 * The visitor has no profile name. identity.spec gives account 7 one in the stack's database,
 * which outlives a run: the name would arrive after the Account view is shown, and its extra line
 * moves the tabs (clickAccountTab says why that loses a click).
 */
async function withoutProfileName() {
  const storage = SqliteStorage.open({ path: defaultDatabasePath('test', portOffset()) })
  await storage.kv.delete('identity', visitor.address.toLowerCase())
  await storage.close()
}

async function openActivity(page: Page, modal: ReturnType<Page['frameLocator']>, theme: 'dark' | 'light') {
  await withoutProfileName()
  await installTestWallet(page, { account: 7 })
  await page.goto(await serveTestPage(page, urls.demo, '/__t/activity-poisoning.html', hostPage(`{ themeMode: '${theme}' }`)))
  await page.locator('#opener').click()
  await modal.getByTestId('airlock-connector-dev.airlock.testwallet').click()
  await expect.poll(() => page.evaluate(() => (window as unknown as Win).modal.getState().address)).toBe(visitor.address)
  await page.evaluate(() => (window as unknown as Win).modal.open('Account'))
  await clickAccountTab(modal, 'activity')
}

test('a zero-value transfer from a look-alike of a contact is hidden by default, and shown marked with distinguishable characters', async ({ page, modal }) => {
  const { contact, lookAlike } = await poison()
  // The attack's premise: in the old short form the two addresses read the same (but for the
  // checksum's letter case, which a poisoner also grinds and few readers notice).
  expect(oldShort(lookAlike).toLowerCase()).toBe(oldShort(contact).toLowerCase())
  expect(shown(lookAlike).toLowerCase()).not.toBe(shown(contact).toLowerCase())

  await openActivity(page, modal, 'dark')
  const rows = modal.getByTestId('airlock-activity-item')
  const paid = rows.filter({ has: modal.locator(`[title="${contact}"]`) })
  await expect(paid).toHaveCount(1)
  await expect(paid).toContainText('Sent')
  await expect(paid.getByTestId('airlock-activity-counterparty')).toHaveText(`to ${shown(contact)}`)
  // Hidden by default: no entry names the look-alike, and a toggle says how many are hidden.
  await expect(rows.filter({ has: modal.locator(`[title="${lookAlike}"]`) })).toHaveCount(0)
  await expect(modal.locator('[data-suspect]')).toHaveCount(0)
  const toggle = modal.getByTestId('airlock-activity-suspect-toggle')
  await expect(toggle).toHaveText(/^Show hidden suspicious transfers \(\d+\)$/)
  await expect(toggle).toHaveAttribute('aria-pressed', 'false')

  // Shown on request (by keyboard), marked in words, with enough characters to tell it apart.
  await toggle.focus()
  await page.keyboard.press('Enter')
  await expect(toggle).toHaveAttribute('aria-pressed', 'true')
  await expect(toggle).toHaveText(/^Hide suspicious transfers \(\d+\)$/)
  const poisoned = rows.filter({ has: modal.locator(`[title="${lookAlike}"]`) })
  await expect(poisoned).toHaveCount(1)
  await expect(poisoned).toHaveAttribute('data-suspect', 'zero-value')
  await expect(poisoned.getByTestId('airlock-activity-suspect')).toHaveText('Possible scam: a zero-value transfer from an unknown address')
  await expect(poisoned.getByTestId('airlock-activity-counterparty')).toHaveText(`from ${shown(lookAlike)}`)
  await expect(poisoned.getByTestId('airlock-activity-amount')).toHaveText('+0.00 AUSD')
  await expect(paid.getByTestId('airlock-activity-suspect')).toHaveCount(0)
  await expectNoA11yViolations(page, 'Account-activity-suspect-dark')
})

test('the marked entry and the toggle are accessible in the light theme too', async ({ page, modal }) => {
  const { lookAlike } = await poison()
  await openActivity(page, modal, 'light')
  await modal.getByTestId('airlock-activity-suspect-toggle').click()
  await expect(modal.getByTestId('airlock-activity-item').filter({ has: modal.locator(`[title="${lookAlike}"]`) })).toHaveAttribute('data-suspect', 'zero-value')
  await expectNoA11yViolations(page, 'Account-activity-suspect-light')
})
