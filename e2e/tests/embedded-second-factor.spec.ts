import type { Hex } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { totpFor } from '../../services/auth/secondFactor/totpFor'
import { expectNoA11yViolations } from '../fixtures/axe'
import { freshEmail, signInWithEmail } from '../fixtures/embeddedFlows'
import { expect, openDemo, test } from '../fixtures/test'

// Two-step verification (issue 38 #5) against the real local auth service: the visitor sets up a
// TOTP second factor from the Account view (QR code and key, a code to confirm), and the embedded
// wallet then refuses to show its key without a right code. The test plays the authenticator app.

// A wrong code is an HTTP 400 the browser logs; the test expects it.
test.use({ allowedConsoleErrors: [/^console\.error: Failed to load resource: the server responded with a status of 400 .*\/v1\/auth\/second-factor\/verify\?/] })

const code = (secret: string, at = Date.now()) => totpFor(secret, 'app').generate({ timestamp: at })

test('with two-step verification on for the key, Export refuses to show it without the code and with a wrong one, and shows it with the right one', async ({ page, modal }) => {
  await openDemo(page)
  const address = await signInWithEmail(page, modal, freshEmail('totp'))

  await modal.getByTestId('airlock-second-factor-toggle').click()
  await expect(modal.getByTestId('airlock-second-factor-state')).toHaveText('Two-step verification is off.')
  await modal.getByTestId('airlock-second-factor-setup').click()
  const secret = (await modal.getByTestId('airlock-second-factor-secret').textContent())!.trim()
  expect(secret).toMatch(/^[A-Z2-7]{32}$/)
  await expect(modal.getByTestId('airlock-second-factor-qr')).toHaveAttribute('data-uri', new RegExp(`^otpauth://totp/Airlock:totp-.*[?&]secret=${secret}&`))
  await expect(modal.getByTestId('airlock-second-factor-rule-export')).toBeChecked()
  await expectNoA11yViolations(page, 'SecondFactor-setup')
  await modal.getByTestId('airlock-second-factor-code').fill(code(secret))
  await modal.getByTestId('airlock-second-factor-submit').click()
  await expect(modal.getByTestId('airlock-second-factor-state')).toHaveText('Two-step verification is on: a code is asked before your key is shown.')
  await expect(modal.getByTestId('airlock-second-factor-notice')).toHaveText('Two-step verification is now on.')

  // Show key, past the approval guard: the code step instead of the key.
  await modal.getByTestId('airlock-account-export').click()
  const view = modal.getByTestId('airlock-export')
  await expect(view).toHaveAttribute('data-armed', 'true')
  await modal.getByTestId('airlock-approve-confirm').click()
  await expect(view).toHaveAttribute('data-step', 'secondFactor')
  await expect(modal.getByTestId('airlock-second-factor-step')).toContainText('Enter the code from your authenticator app to show your key.')
  await expect(modal.getByTestId('airlock-export-evm-key')).toHaveCount(0)
  await expectNoA11yViolations(page, 'ExportKey-second-factor')

  // A wrong code: refused, still no key.
  const right = code(secret, Date.now() + 30_000)
  await modal.getByTestId('airlock-second-factor-input').fill(right === '000000' ? '111111' : '000000')
  await expect(modal.getByTestId('airlock-second-factor-error')).toHaveText('Wrong code. Check your authenticator app and try again.')
  await expect(modal.getByTestId('airlock-export-evm-key')).toHaveCount(0)

  // The app's code (the next time step: the one used to turn it on is spent): the key shows.
  await modal.getByTestId('airlock-second-factor-input').fill(right)
  await expect(view).toHaveAttribute('data-step', 'shown')
  const shown = modal.getByTestId('airlock-export-evm-key')
  await expect(shown).toHaveText(/^0x[0-9a-f]{64}$/)
  expect(privateKeyToAddress((await shown.textContent())!.trim() as Hex)).toBe(address)
})
