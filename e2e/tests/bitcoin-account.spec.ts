import { bitcoinTestAccounts } from '../../services/bitcoin/testAccounts'
import { expectNoA11yViolations } from '../fixtures/axe'
import { openBitcoinDapp } from '../fixtures/bitcoinPages'
import { enterEmailCode, freshEmail } from '../fixtures/embeddedFlows'
import { expect, test, urls } from '../fixtures/test'
import { clickAccountTab } from '../fixtures/clickAccountTab'

type Win = { modal: { open(view?: string): Promise<void>; setThemeMode(m: string): Promise<void> } }

async function chain<T>(path: string, body: unknown): Promise<T> {
  const res = await fetch(`${urls.bitcoin}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`)
  return (await res.json()) as T
}

test('the Account view on Bitcoin: the payment address first, its balance and activity from the local chain, and a switch between the Bitcoin networks the page lists', async ({ page, modal }) => {
  test.setTimeout(120_000)
  await openBitcoinDapp(page, { networks: ['mainnet', 'bitcoinRegtest', 'bitcoinTestnet'] })
  await page.getByTestId('dapp-wallet').filter({ hasText: 'Airlock' }).click()
  await enterEmailCode(modal, freshEmail('btc-account'))
  await expect(page.getByTestId('dapp-connect-result')).toHaveAttribute('data-state', 'ok', { timeout: 20_000 })
  const payment = (await page.getByTestId('dapp-payment').textContent())!.trim()
  const ordinals = (await page.getByTestId('dapp-ordinals').textContent())!.trim()
  // 1.5 BTC to the payment address, 0.2 BTC to the ordinals one (which the payment balance leaves out).
  await chain('/regtest/fund', { address: payment, sats: 150_000_000 })
  await chain('/regtest/fund', { address: ordinals, sats: 20_000_000 })

  await page.evaluate(() => (window as unknown as Win).modal.open('Account'))
  const networkButton = modal.getByTestId('airlock-account-network')
  if (!(await networkButton.textContent())?.includes('Bitcoin Regtest')) {
    await networkButton.click()
    await modal.getByRole('button', { name: /Bitcoin Regtest/ }).click()
    await page.evaluate(() => (window as unknown as Win).modal.open('Account'))
  }
  await expect(networkButton).toContainText('Bitcoin Regtest')
  await expect(modal.getByTestId('airlock-account-address')).toHaveAttribute('title', payment)
  await expect(modal.getByTestId('airlock-account-balance')).toHaveText('Balance 1.5 BTC', { timeout: 15_000 })

  // Activity: the coin the chain paid to the payment address, as the local chain keeps it.
  await clickAccountTab(modal, 'activity')
  const rows = modal.getByTestId('airlock-activity-item')
  await expect(rows).toHaveCount(1)
  await expect(rows.first()).toContainText('Received')
  await expect(rows.first()).toContainText('1.5 BTC')
  await expectNoA11yViolations(page, 'Account-bitcoin-dark')
  await page.evaluate(() => (window as unknown as Win).modal.setThemeMode('light'))
  await expect(modal.locator('.airlock-root')).toHaveAttribute('data-theme', 'light')
  await expectNoA11yViolations(page, 'Account-bitcoin-light')

  // A second coin moves the balance the view shows.
  await chain('/regtest/fund', { address: payment, sats: 25_000_000 })
  await page.evaluate(() => (window as unknown as Win).modal.open('Account'))
  await expect(modal.getByTestId('airlock-account-balance')).toHaveText('Balance 1.75 BTC', { timeout: 15_000 })

  // Bitcoin Testnet, also listed by the page: the same keys' testnet payment address (tb1q…).
  await networkButton.click()
  await modal.getByRole('button', { name: /Bitcoin Testnet/ }).click()
  await page.evaluate(() => (window as unknown as Win).modal.open('Account'))
  await expect(networkButton).toContainText('Bitcoin Testnet')
  await expect(modal.getByTestId('airlock-account-address')).toHaveAttribute('title', /^tb1q/)
  await networkButton.click()
  await modal.getByRole('button', { name: /Bitcoin Regtest/ }).click()
  await page.evaluate(() => (window as unknown as Win).modal.open('Account'))
  await expect(modal.getByTestId('airlock-account-address')).toHaveAttribute('title', payment)
  await expect(modal.getByTestId('airlock-account-balance')).toHaveText('Balance 1.75 BTC', { timeout: 15_000 })
  expect(bitcoinTestAccounts.some((a) => a.paymentAddress === payment)).toBe(false)
})
