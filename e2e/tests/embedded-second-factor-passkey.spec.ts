import { join } from 'node:path'
import Database from 'better-sqlite3'
import { createPublicClient, http, parseEther, toHex, type Address, type Hex } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { portOffset } from '../../config/urls'
import { stackStateDir } from '../../services/internal/paths'
import { testAccounts } from '../../services/fixtures/chains/testAccounts'
import { expectNoA11yViolations } from '../fixtures/axe'
import { expect, expectModalOpenInside, test, urls } from '../fixtures/test'
import { hostPage, serveTestPage } from '../fixtures/testPages'
import { addVirtualAuthenticator } from '../fixtures/virtualAuthenticator'

// Issue 38 #5: a passkey as the second factor, with Chromium's virtual authenticator. A visitor
// who signed up with a passkey turns two-step verification on with a touch of it (no authenticator
// app) and a send threshold; the key export and a send above it then wait for a touch, which the service verifies
// like a sign-in assertion, before the wallet signs.

const OPTIONS = JSON.stringify({ features: { socials: ['passkey'] }, defaultAccountTypes: { eip155: 'eoa' } })
const chain1 = createPublicClient({ transport: http(urls.rpc['1']) })
const second = testAccounts[1]!.address

/** The user's second-factor row at the service (test stack database). */
function factorOf(address: string) {
  const db = new Database(join(stackStateDir('test', portOffset()), 'auth.sqlite'), { readonly: true })
  try {
    const owner = db.prepare('SELECT user_id FROM auth_shares WHERE lower(address) = ?').get(address.toLowerCase()) as { user_id: string } | undefined
    return owner && (db.prepare('SELECT secret, confirmed, rules FROM second_factors WHERE user_id = ?').get(owner.user_id) as { secret: string; confirmed: number; rules: string } | undefined)
  } finally {
    db.close()
  }
}

test('a passkey answers the second factor: turned on with a touch, the key shown and a send above the threshold sent only after another', async ({ page, modal }) => {
  await addVirtualAuthenticator(page, { hasPrf: true })
  await page.goto(await serveTestPage(page, urls.demo, '__t/second-factor-passkey.html', hostPage(OPTIONS)))
  await expect(modal.locator('.airlock-root')).toBeAttached({ timeout: 30_000 })
  await page.locator('#opener').click()
  await expectModalOpenInside(modal)
  await modal.getByTestId('airlock-social-passkey').click()
  await modal.getByTestId('airlock-passkey-create').click()
  await expect(modal.getByTestId('airlock-recovery')).toHaveAttribute('data-mode', 'show', { timeout: 20_000 })
  const code = (await modal.getByTestId('airlock-recovery-code').textContent())!.trim()
  await modal.getByTestId('airlock-recovery-confirm-input').fill(code.slice(-5))
  await modal.getByTestId('airlock-recovery-confirm').click()
  await expect(modal.getByTestId('airlock-account-signed-in')).toHaveText('Signed in with Passkey', { timeout: 20_000 })
  const address = (await page.evaluate(async () => (await (window as unknown as { call(a: object): Promise<{ result: string[] }> }).call({ method: 'eth_accounts' })).result[0]!)) as Address
  await chain1.request({ method: 'anvil_setBalance', params: [address, toHex(parseEther('1'))] } as never)

  // Two-step verification with the passkey: no app, a threshold of 1 USD.
  await modal.getByTestId('airlock-second-factor-toggle').click()
  await modal.getByTestId('airlock-second-factor-setup').click()
  await modal.getByTestId('airlock-second-factor-rule-sends').fill('1')
  await modal.getByTestId('airlock-second-factor-use-passkey').click()
  await expect(modal.getByTestId('airlock-second-factor-notice')).toHaveText('Two-step verification is now on.')
  await expect(modal.getByTestId('airlock-second-factor-state-sends')).toHaveText('A code is asked before sends worth more than $1.00.')
  const row = factorOf(address)
  expect(row).toMatchObject({ secret: '', confirmed: 1 })
  expect(JSON.parse(row!.rules)).toMatchObject({ export: true, sendsAboveUsd: 1 })

  // Show key: no app to type a code from, the passkey answers the export's step.
  await modal.getByTestId('airlock-account-export').click()
  const view = modal.getByTestId('airlock-export')
  await expect(view).toHaveAttribute('data-armed', 'true')
  await modal.getByTestId('airlock-approve-confirm').click()
  await expect(view).toHaveAttribute('data-step', 'secondFactor')
  await expect(modal.getByTestId('airlock-export-evm-key')).toHaveCount(0)
  await modal.getByTestId('airlock-second-factor-passkey').click()
  await expect(view).toHaveAttribute('data-step', 'shown')
  expect(privateKeyToAddress((await modal.getByTestId('airlock-export-evm-key').textContent())!.trim() as Hex)).toBe(address)
  await modal.getByTestId('airlock-close').click()

  // A send of 0.001 ETH (3 USD): after Approve, the code step offers the passkey.
  const before = await chain1.getBalance({ address: second })
  const sending = page.evaluate(([from, to]) => (window as unknown as { call(x: object): Promise<{ result?: string; code?: number }> }).call({ method: 'eth_sendTransaction', params: [{ from, to, value: '0x38d7ea4c68000' }] }), [address, second] as const)
  await modal.getByTestId('airlock-approve-confirm').click()
  await expect(modal.getByTestId('airlock-second-factor-ask')).toHaveAttribute('data-kind', 'send')
  for (const mode of ['dark', 'light']) {
    await page.evaluate((m) => (window as unknown as { modal: { setThemeMode(m: string): Promise<void> } }).modal.setThemeMode(m), mode)
    await expect(modal.locator('.airlock-root')).toHaveAttribute('data-theme', mode)
    await expectNoA11yViolations(page, `SecondFactor-send-passkey-${mode}`)
  }
  expect(await chain1.getBalance({ address: second })).toBe(before)
  await modal.getByTestId('airlock-second-factor-passkey').click()
  const answer = await sending
  expect(answer.result).toMatch(/^0x[0-9a-f]{64}$/)
  const receipt = await chain1.waitForTransactionReceipt({ hash: answer.result as Hex })
  expect(receipt.from.toLowerCase()).toBe(address.toLowerCase())
  expect((await chain1.getBalance({ address: second })) - before).toBe(10n ** 15n)

  // Turned off with a touch too: nothing is left at the service.
  await page.locator('#opener').click()
  await modal.getByTestId('airlock-second-factor-toggle').click()
  await expect(modal.getByTestId('airlock-second-factor-state')).toHaveText('Two-step verification is on: a code is asked before your key is shown.')
  await modal.getByTestId('airlock-second-factor-turn-off').click()
  await expect(modal.getByTestId('airlock-second-factor-notice')).toHaveText('Two-step verification is now off.')
  expect(factorOf(address)).toBeUndefined()
})
