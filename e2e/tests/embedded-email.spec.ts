import { createPublicClient, http, parseEther, recoverMessageAddress, toHex, type Address, type Hex } from 'viem'
import { SIGN_MESSAGE } from '../../demo/ui/bindActions'
import { testAccounts } from '../../services/fixtures/chains/testAccounts'
import { expireMailedCode, freshEmail, mailedCode, passRecoveryStep, signInWithEmail, startEmailSignIn } from '../fixtures/embeddedFlows'
import { expect, openDemo, test, urls } from '../fixtures/test'

const chain1 = createPublicClient({ transport: http(urls.rpc['1']) })
const second = testAccounts[1]!.address

// Chromium logs every non-2xx fetch as a console error. These are the auth service's answers by
// contract (shared/authApi): 400 for a wrong or expired code, 429 for the 30 s throttle; the tests
// check what the visitor sees of each. (A user with no wallet yet is a 200, so nothing is logged.)
test.use({ allowedConsoleErrors: [/^console\.error: Failed to load resource: the server responded with a status of (400|429) .*\/v1\/auth\/email\/(start|verify)\?/] })

test('email sign-in: the code from the local mailbox opens Account with the email, an embedded address, and the dapp sees it', async ({ page, modal }) => {
  await openDemo(page)
  const email = freshEmail('signin')
  const address = await signInWithEmail(page, modal, email)
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  await expect(modal.getByTestId('airlock-account-address')).toHaveAttribute('title', address)
  await expect(modal.getByTestId('airlock-account-disconnect')).toHaveText(/Sign out/)
  await modal.getByTestId('airlock-close').click()
  // The dapp's provider answers with the same account.
  await page.getByTestId('demo-request-accounts').click()
  await expect(page.getByTestId('demo-request-accounts-result')).toContainText(address)
})

test('a wrong code shows the service\'s message and keeps the view; the right code then signs in', async ({ page, modal }) => {
  await openDemo(page)
  const email = freshEmail('wrong')
  const sentAfter = Date.now() - 1
  await startEmailSignIn(page, modal, email)
  const code = await mailedCode(email, sentAfter)
  const wrong = code === '000000' ? '111111' : '000000'
  const input = modal.getByTestId('airlock-email-otp-input')
  await input.fill(wrong)
  await expect(modal.getByTestId('airlock-email-code-error')).toHaveText('Wrong code. 4 attempts left.')
  await expect(input).toHaveValue('')
  await input.fill(code)
  expect(await passRecoveryStep(modal, email)).toBe('shown')
  await expect(modal.getByTestId('airlock-account-signed-in')).toHaveText(email, { timeout: 20_000 })
})

test('an expired code says so; a pasted code works and the 6th digit submits by itself', async ({ page, modal }) => {
  await openDemo(page)
  const email = freshEmail('expired')
  const sentAfter = Date.now() - 1
  await startEmailSignIn(page, modal, email)
  const code = await mailedCode(email, sentAfter)
  expireMailedCode(email)
  const input = modal.getByTestId('airlock-email-otp-input')
  await input.focus()
  await input.evaluate((el, text) => {
    const data = new DataTransfer()
    data.setData('text', text)
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }))
  }, ` ${code.slice(0, 3)}-${code.slice(3)} `)
  await expect(modal.getByTestId('airlock-email-code-error')).toHaveText('The code has expired. Request a new code.')
})

test('the same email within 30 s gets the throttle text verbatim; Resend counts down', async ({ page, modal }) => {
  await openDemo(page)
  const email = freshEmail('throttle')
  await startEmailSignIn(page, modal, email)
  const resend = modal.getByTestId('airlock-email-resend')
  await expect(resend).toBeDisabled()
  await expect(resend).toHaveText(/^Resend code in (30|2\d) s$/)
  await modal.getByTestId('airlock-back').click()
  await modal.getByTestId('airlock-email-input').fill(email)
  await modal.getByTestId('airlock-email-continue').click()
  await expect(modal.getByTestId('airlock-email-error')).toHaveText(/^Please try again after (30|2\d) seconds$/)
})

test('attacker: a guessing loop on an address locks it out, and its owner reads the throttle text in the modal', async ({ page, modal }) => {
  const email = freshEmail('guessed')
  const call = async (route: 'start' | 'verify', body: Record<string, string>) => {
    const res = await fetch(`${urls.auth}/v1/auth/email/${route}?projectId=airlock-demo`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, ...body }) })
    return { status: res.status, body: (await res.json()) as { error?: { code: string; message: string } } }
  }
  // Two codes, five wrong guesses each (the 30 s between the two codes skipped in the database).
  const answers = []
  for (let round = 0; round < 2; round++) {
    if (round > 0) expireMailedCode(email, { sentSecondsAgo: 31 })
    const sentAfter = Date.now() - 1
    expect((await call('start', {})).status).toBe(200)
    const code = await mailedCode(email, sentAfter)
    for (let i = 1; i <= 5; i++) answers.push(await call('verify', { code: String((Number(code) + i) % 1_000_000).padStart(6, '0') }))
  }
  expect(answers.slice(0, 9).map((a) => a.status)).toEqual([400, 400, 400, 400, 429, 400, 400, 400, 400])
  expect(answers[9]).toEqual({ status: 429, body: { error: { code: 'THROTTLED', message: 'Please try again after 900 seconds', retryAfterSeconds: 900 } } })

  // The owner, asking for a code in the modal, is told to wait; no code is mailed meanwhile.
  await openDemo(page)
  await page.getByTestId('demo-connect').click()
  const mailedBefore = Date.now() - 1
  await modal.getByTestId('airlock-email-input').fill(email)
  await modal.getByTestId('airlock-email-continue').click()
  await expect(modal.getByTestId('airlock-email-error')).toHaveText(/^Please try again after (900|89\d) seconds$/)
  await expect(mailedCode(email, mailedBefore)).rejects.toThrow()
})

test('a reload restores the session: connected with the same address without signing in again; Sign out ends it', async ({ page, modal }) => {
  await openDemo(page)
  const address = await signInWithEmail(page, modal, freshEmail('reload'))
  await page.reload()
  await expect(page.getByTestId('demo-status')).toHaveAttribute('data-status', 'connected', { timeout: 20_000 })
  await expect(page.getByTestId('demo-address')).toHaveText(address)
  await page.getByTestId('demo-connect').click()
  await modal.getByTestId('airlock-account-disconnect').click()
  await expect(page.getByTestId('demo-status')).toHaveAttribute('data-status', 'disconnected')
  await page.reload()
  await openDemo(page)
  await page.waitForTimeout(1_000)
  await expect(page.getByTestId('demo-status')).toHaveAttribute('data-status', 'disconnected')
})

test('a fresh browser context signs in with the same email and gets the same address (shares at the service)', async ({ page, modal, browser }) => {
  await openDemo(page)
  const email = freshEmail('again')
  const first = await signInWithEmail(page, modal, email)
  // docs/state-rules.md#email-throttle: one code per address per 30 s; this is the state 30 s later, without waiting them out.
  expireThrottle(email)
  // A second context of the same browser: the run's offsite proxy guards it as it does the first.
  const other = await browser.newContext()
  try {
    const fresh = await other.newPage()
    await openDemo(fresh)
    const again = await signInWithEmail(fresh, fresh.frameLocator('iframe[data-airlock="iframe"]'), email)
    expect(again).toBe(first)
  } finally {
    await other.close()
  }
})

test('sign and send with the embedded wallet through the approval view: the signature recovers to it, the transfer is on chain', async ({ page, modal }) => {
  await openDemo(page)
  const address = (await signInWithEmail(page, modal, freshEmail('send'))) as Address
  await chain1.request({ method: 'anvil_setBalance', params: [address, toHex(parseEther('1'))] } as never)
  await modal.getByTestId('airlock-close').click()

  await page.getByTestId('demo-sign').click()
  await expect(modal.getByTestId('airlock-approve')).toHaveAttribute('data-method', 'personal_sign')
  await modal.getByTestId('airlock-approve-confirm').click()
  const signed = page.getByTestId('demo-sign-result')
  await expect(signed).toHaveAttribute('data-state', 'ok')
  expect(await recoverMessageAddress({ message: SIGN_MESSAGE, signature: (await signed.textContent())!.trim() as Hex })).toBe(address)

  const before = await chain1.getBalance({ address: second })
  await page.getByTestId('demo-send-to').selectOption('second')
  await page.getByTestId('demo-send').click()
  await expect(modal.getByTestId('airlock-approve-to')).toHaveText(second)
  await modal.getByTestId('airlock-approve-confirm').click()
  const result = page.getByTestId('demo-send-result')
  await expect(result).toHaveAttribute('data-state', 'ok', { timeout: 20_000 })
  const receipt = await chain1.waitForTransactionReceipt({ hash: (await result.textContent())!.trim() as Hex })
  expect(receipt.status).toBe('success')
  expect(receipt.from.toLowerCase()).toBe(address.toLowerCase())
  expect((await chain1.getBalance({ address: second })) - before).toBe(10n ** 15n)
})

/** Moves the last send of a code to `email` 30 s into the past in the test stack's auth database. */
function expireThrottle(email: string) {
  expireMailedCode(email, { sentSecondsAgo: 31 })
}

test('closing the modal rejects a pending request of the embedded wallet with 4001, and nothing is signed', async ({ page, modal }) => {
  await openDemo(page)
  await signInWithEmail(page, modal, freshEmail('close'))
  await modal.getByTestId('airlock-close').click()
  await page.getByTestId('demo-sign').click()
  await expect(modal.getByTestId('airlock-approve')).toHaveAttribute('data-method', 'personal_sign')
  await modal.getByTestId('airlock-close').click()
  const result = page.getByTestId('demo-sign-result')
  await expect(result).toHaveAttribute('data-state', 'error')
  await expect(result).toContainText('4001')
})

test.describe('when the auth service does not answer', () => {
  test.use({ allowedConsoleErrors: [/^console\.error: Failed to load resource: net::ERR_FAILED/] })

  test('a stored session that cannot be restored ends disconnected with the "Embedded wallet failed to load" alert', async ({ page, modal }) => {
    await openDemo(page)
    await signInWithEmail(page, modal, freshEmail('down'))
    await page.route(`${urls.auth}/**`, (route) => route.abort('failed'))
    await page.reload()
    await expect(page.getByTestId('demo-status')).toHaveAttribute('data-status', 'disconnected', { timeout: 20_000 })
    await page.getByTestId('demo-connect').click()
    const alert = modal.getByTestId('airlock-alert')
    await expect(alert).toHaveAttribute('data-alert', 'socialsTimeout')
    await expect(alert).toContainText('Embedded wallet failed to load')
    await expect(alert).toContainText('The embedded wallet failed to load. Please verify that your domain is allowed.')
  })
})

test('wallet_switchEthereumChain moves the embedded wallet to Base; a send then goes out on Base', async ({ page, modal }) => {
  await openDemo(page)
  const address = (await signInWithEmail(page, modal, freshEmail('switch'))) as Address
  await modal.getByTestId('airlock-close').click()
  await page.getByTestId('demo-switch').click()
  await expect(page.getByTestId('demo-switch-result')).toHaveText('Switched to Base (8453)')
  await expect(page.getByTestId('demo-chain')).toHaveText('Base (8453)')
  const chainBase = createPublicClient({ transport: http(urls.rpc['8453']) })
  await chainBase.request({ method: 'anvil_setBalance', params: [address, toHex(parseEther('1'))] } as never)
  await page.getByTestId('demo-send').click()
  await modal.getByTestId('airlock-approve-confirm').click()
  const result = page.getByTestId('demo-send-result')
  await expect(result).toHaveAttribute('data-state', 'ok', { timeout: 20_000 })
  const receipt = await chainBase.waitForTransactionReceipt({ hash: (await result.textContent())!.trim() as Hex })
  expect(receipt.from.toLowerCase()).toBe(address.toLowerCase())
})
