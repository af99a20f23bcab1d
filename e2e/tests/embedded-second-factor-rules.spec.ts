import type { FrameLocator, Page } from '@playwright/test'
import { createPublicClient, http, parseEther, toHex, type Address } from 'viem'
import { testAccounts } from '../../services/fixtures/chains/testAccounts'
import { expectNoA11yViolations } from '../fixtures/axe'
import { expireMailedCode, freshEmail, mailedCode, passRecoveryStep, signInWithEmail } from '../fixtures/embeddedFlows'
import { enrolSecondFactor, totpCode as code, wrongCode as wrongFor } from '../fixtures/secondFactorFlows'
import { expect, expectModalOpenInside, openDemo, test, urls } from '../fixtures/test'

// Issue 38 #5 beyond the export: the visitor's second factor before a send above a threshold
// they set (in USD, at the modal's price: ETH is 3000 USD on the local data service, the demo's
// send is 0.001 ETH, so 3 USD) and on a sign-in from a browser that didn't make the wallet, held
// back by the auth service itself. The test plays the authenticator app with the same library.

// By contract: 400 for a wrong code, 403 while the service holds the shares back from a new device.
// (One pattern: a list of two would read as the option's [value, settings] pair.)
test.use({ allowedConsoleErrors: [/^console\.error: Failed to load resource: the server responded with a status of (400 .*\/v1\/auth\/second-factor\/verify|403 .*\/v1\/wallet\/shares)\?/] })

const chain1 = createPublicClient({ transport: http(urls.rpc['1']) })
const second = testAccounts[1]!.address

async function fund(address: Address) {
  await chain1.request({ method: 'anvil_setBalance', params: [address, toHex(parseEther('1'))] } as never)
}

/** The demo's theme toggle (it forwards to the modal's setThemeMode), clicked in the page: the open modal covers it. */
async function setTheme(page: Page, modal: FrameLocator, mode: 'dark' | 'light') {
  const toggle = page.getByTestId('demo-theme-toggle')
  if ((await toggle.getAttribute('data-switches-to')) === mode) await toggle.evaluate((button: HTMLButtonElement) => button.click())
  await expect(modal.locator('.airlock-root')).toHaveAttribute('data-theme', mode)
}

test('a send above the threshold waits for the code: a wrong one sends nothing, the right one puts the transfer on chain', async ({ page, modal }) => {
  await openDemo(page)
  const address = (await signInWithEmail(page, modal, freshEmail('sends-above'))) as Address
  await fund(address)
  const secret = await enrolSecondFactor(modal, { sendsAboveUsd: '1' })
  await expect(modal.getByTestId('airlock-second-factor-state-sends')).toHaveText('A code is asked before sends worth more than $1.00.')
  for (const mode of ['dark', 'light'] as const) {
    await setTheme(page, modal, mode)
    await expectNoA11yViolations(page, `SecondFactor-rules-${mode}`)
  }
  await modal.getByTestId('airlock-close').click()

  const before = await chain1.getBalance({ address: second })
  const nonce = await chain1.getTransactionCount({ address })
  await page.getByTestId('demo-send-to').selectOption('second')
  await page.getByTestId('demo-send').click()
  await expect(modal.getByTestId('airlock-approve-to')).toHaveText(second)
  await modal.getByTestId('airlock-approve-confirm').click()
  const ask = modal.getByTestId('airlock-second-factor-ask')
  await expect(ask).toHaveAttribute('data-kind', 'send')
  await expect(ask).toContainText('This send is worth more than your limit. Enter the code from your authenticator app to send it.')
  for (const mode of ['dark', 'light'] as const) {
    await setTheme(page, modal, mode)
    await expectNoA11yViolations(page, `SecondFactor-send-${mode}`)
  }

  // A wrong code: refused in words, nothing signed or sent.
  const right = code(secret, Date.now() + 30_000)
  await modal.getByTestId('airlock-second-factor-input').fill(wrongFor(right))
  await expect(modal.getByTestId('airlock-second-factor-error')).toHaveText('Wrong code. Check your authenticator app and try again.')
  expect(await chain1.getTransactionCount({ address, blockTag: 'pending' })).toBe(nonce)
  expect(await chain1.getBalance({ address: second })).toBe(before)
  await expect(page.getByTestId('demo-send-result')).not.toHaveAttribute('data-state', 'ok')

  // The app's next code: signed and sent, the transfer is on chain.
  await modal.getByTestId('airlock-second-factor-input').fill(right)
  const result = page.getByTestId('demo-send-result')
  await expect(result).toHaveAttribute('data-state', 'ok', { timeout: 20_000 })
  const receipt = await chain1.waitForTransactionReceipt({ hash: (await result.textContent())!.trim() as `0x${string}` })
  expect(receipt.status).toBe('success')
  expect(receipt.from.toLowerCase()).toBe(address.toLowerCase())
  expect((await chain1.getBalance({ address: second })) - before).toBe(10n ** 15n)
})

test('a send below the threshold goes without a code', async ({ page, modal }) => {
  await openDemo(page)
  const address = (await signInWithEmail(page, modal, freshEmail('sends-below'))) as Address
  await fund(address)
  // The send's most fee counts toward the limit, at the tip the shared chain suggests: after
  // embedded-priced-send's 50 gwei transfer that fee alone is a few dollars, and $3 of ETH plus it
  // went past a $5 limit. $50 keeps this send below whatever tip an earlier test left.
  await enrolSecondFactor(modal, { sendsAboveUsd: '50' })
  await expect(modal.getByTestId('airlock-second-factor-state-sends')).toHaveText('A code is asked before sends worth more than $50.00.')
  await modal.getByTestId('airlock-close').click()

  const before = await chain1.getBalance({ address: second })
  await page.getByTestId('demo-send-to').selectOption('second')
  await page.getByTestId('demo-send').click()
  await modal.getByTestId('airlock-approve-confirm').click()
  const result = page.getByTestId('demo-send-result')
  await expect(result).toHaveAttribute('data-state', 'ok', { timeout: 20_000 })
  await expect(modal.getByTestId('airlock-second-factor-ask')).toHaveCount(0)
  await chain1.waitForTransactionReceipt({ hash: (await result.textContent())!.trim() as `0x${string}` })
  expect((await chain1.getBalance({ address: second })) - before).toBe(10n ** 15n)
})

test('with the new-device rule, a fresh browser signing in is asked for the code before its wallet opens; the service holds the shares back until then', async ({ page, modal, browser }) => {
  // Three sign-ins, one of them in a cold browser.
  test.setTimeout(150_000)
  await openDemo(page)
  const email = freshEmail('new-device')
  const address = await signInWithEmail(page, modal, email)
  const secret = await enrolSecondFactor(modal, { newDevice: true, export: false })
  await expect(modal.getByTestId('airlock-second-factor-state-new-device')).toHaveText('A code is asked when you sign in on a new device.')

  expireMailedCode(email, { sentSecondsAgo: 31 })
  const other = await browser.newContext()
  try {
    const fresh = await other.newPage()
    const held: number[] = []
    fresh.on('response', (response) => {
      if (new URL(response.url()).pathname === '/v1/wallet/shares') held.push(response.status())
    })
    await openDemo(fresh)
    const freshModal = fresh.frameLocator('iframe[data-airlock="iframe"]')
    const sentAfter = Date.now() - 1
    await fresh.getByTestId('demo-connect').click()
    await expectModalOpenInside(freshModal)
    await freshModal.getByTestId('airlock-email-input').fill(email)
    await freshModal.getByTestId('airlock-email-continue').click()
    await freshModal.getByTestId('airlock-email-otp-input').fill(await mailedCode(email, sentAfter))

    // The code step, not the Account view, and the service refused the shares to this session.
    const step = freshModal.getByTestId('airlock-second-factor-step')
    await expect(step).toContainText('This device is new to your wallet. Enter the code from your authenticator app to open it.', { timeout: 20_000 })
    await expect(freshModal.getByTestId('airlock-account-signed-in')).toHaveCount(0)
    await expect(fresh.getByTestId('demo-status')).not.toHaveAttribute('data-status', 'connected')
    expect(held).toEqual([403])
    for (const mode of ['dark', 'light'] as const) {
      await setTheme(fresh, freshModal, mode)
      await expectNoA11yViolations(fresh, `SecondFactor-new-device-${mode}`)
    }

    const right = code(secret, Date.now() + 30_000)
    await freshModal.getByTestId('airlock-second-factor-input').fill(wrongFor(right))
    await expect(freshModal.getByTestId('airlock-second-factor-error')).toHaveText('Wrong code. Check your authenticator app and try again.')
    expect(held).toEqual([403])
    await freshModal.getByTestId('airlock-second-factor-input').fill(right)
    // Past the code: the recovery code this browser needs, then the same wallet.
    await expect(freshModal.getByTestId('airlock-recovery')).toHaveAttribute('data-mode', 'enter', { timeout: 20_000 })
    await passRecoveryStep(freshModal, email)
    await expect(freshModal.getByTestId('airlock-account-signed-in')).toHaveText(email, { timeout: 20_000 })
    expect((await fresh.getByTestId('demo-address').textContent())!.trim()).toBe(address)
    expect(held.slice(0, 2)).toEqual([403, 200])
  } finally {
    await other.close()
  }

  // The browser that made the wallet proves it holds the device share: signed out and in again, no code.
  await modal.getByTestId('airlock-account-disconnect').click()
  await expect(page.getByTestId('demo-status')).not.toHaveAttribute('data-status', 'connected')
  expireMailedCode(email, { sentSecondsAgo: 31 })
  expect(await signInWithEmail(page, modal, email)).toBe(address)
})
