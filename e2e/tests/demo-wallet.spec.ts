import { recoverMessageAddress, type Hex } from 'viem'
import { SIGN_MESSAGE } from '../../demo/ui/bindActions'
import { testAccounts } from '../../services/fixtures/chains/testAccounts'
import { expectNoA11yViolations } from '../fixtures/axe'
import { expect, expectModalShown, openDemo, test } from '../fixtures/test'

// The README's newcomer path, with nothing but the demo page: turn on the demo wallet, connect,
// sign. No test wallet is installed: the demo wallet is the only wallet in the page.

const DEMO_WALLET = 'dev.airlock.demowallet'
const address = testAccounts[0]!.address

test('a newcomer turns on the demo wallet, connects and signs from the demo page alone', async ({ page, modal }) => {
  await openDemo(page)
  await page.getByTestId('demo-wallet-toggle').click()
  await expect(page.getByTestId('demo-wallet-state')).toHaveAttribute('data-state', 'on')
  await expect(page.getByTestId('demo-wallet-state')).toContainText('Airlock Demo Wallet')

  await page.getByTestId('demo-connect').click()
  await modal.getByTestId(`airlock-connector-${DEMO_WALLET}`).click()
  const prompt = page.getByTestId('demo-wallet-prompt')
  await expect(prompt).toHaveAttribute('data-kind', 'connect')
  await expect(prompt).toContainText(new URL(page.url()).origin)
  await expectNoA11yViolations(page, 'demo wallet connect prompt', { scope: 'page' })
  await page.getByTestId('demo-wallet-approve').click()
  await expect(page.getByTestId('demo-status')).toHaveAttribute('data-status', 'connected')
  await expect(page.getByTestId('demo-address')).toHaveText(address)
  await expectModalShown(page, false)

  await page.getByTestId('demo-sign').click()
  await modal.getByTestId('airlock-approve-confirm').click()
  await expect(prompt).toHaveAttribute('data-kind', 'sign')
  await expect(prompt).toContainText(SIGN_MESSAGE)
  await page.getByTestId('demo-wallet-approve').click()
  const result = page.getByTestId('demo-sign-result')
  await expect(result).toHaveAttribute('data-state', 'ok')
  expect(await recoverMessageAddress({ message: SIGN_MESSAGE, signature: (await result.textContent())!.trim() as Hex })).toBe(address)
})

test('the demo wallet stays on and connected across a reload; Reject in its prompt answers 4001 to the dapp', async ({ page, modal }) => {
  await openDemo(page)
  await page.getByTestId('demo-wallet-toggle').click()
  await page.getByTestId('demo-connect').click()
  await modal.getByTestId(`airlock-connector-${DEMO_WALLET}`).click()
  await page.getByTestId('demo-wallet-approve').click()
  await expect(page.getByTestId('demo-status')).toHaveAttribute('data-status', 'connected')

  await openDemo(page)
  await expect(page.getByTestId('demo-wallet-state')).toHaveAttribute('data-state', 'on')
  await expect(page.getByTestId('demo-status')).toHaveAttribute('data-status', 'connected')
  await page.getByTestId('demo-sign').click()
  await modal.getByTestId('airlock-approve-confirm').click()
  await page.getByTestId('demo-wallet-reject').click()
  await expect(page.getByTestId('demo-sign-result')).toHaveAttribute('data-state', 'error')
  await expect(page.getByTestId('demo-sign-result')).toContainText('4001')
})
