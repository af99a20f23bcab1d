import { expect } from 'vitest'
import { urlsFor } from '../../../config/urls'
import { newestMailedCode } from '../../fixtures/newestMailedCode'
import type { EngineDriver } from '../EngineDriver'
import { poll } from './poll'

const urls = urlsFor('test')

/**
 * Signs a new email up on the modal's Connect view (open in `driver`): the email, the code from
 * the local mailbox (six digits: the sixth submits), and the new wallet's recovery code confirmed
 * by its last group, until Account shows the email. Returns the email and whether the recovery
 * step said this browser won't keep the wallet (a frame without storage).
 *
 * @example
 * const { email } = await signInWithEmail(driver, 'passkey-window')
 */
export async function signInWithEmail(driver: EngineDriver, label: string): Promise<{ email: string; notPersistent: boolean }> {
  const read = (testId: string, attribute?: string) => driver.read(testId, 'modal', attribute)
  const email = `engine-${driver.engine}-${label}-${Date.now().toString(36)}@example.test`
  const sentAfter = Date.now() - 1
  await driver.type('airlock-email-input', email, 'modal')
  await driver.click('airlock-email-continue', 'modal')
  const code = await poll(() => newestMailedCode(urls.auth, email, sentAfter), `a code mail to ${email}`)
  await driver.type('airlock-email-otp-input', code, 'modal')
  await poll(async () => (await read('airlock-recovery')) ?? (await read('airlock-account-signed-in')), 'the recovery step or Account', 30_000)
  expect((await read('airlock-recovery', 'data-mode'))?.attribute).toBe('show')
  const notPersistent = (await read('airlock-recovery-not-persistent')) !== undefined
  const shown = (await read('airlock-recovery-code'))!.text.trim()
  await driver.type('airlock-recovery-confirm-input', shown.slice(-5), 'modal')
  await driver.click('airlock-recovery-confirm', 'modal')
  await poll(async () => (await read('airlock-account-signed-in'))?.text.trim() === email, 'Account to show the email', 30_000)
  return { email, notPersistent }
}
