import { parseEther } from 'viem'
import { formatBalance } from '../../demo/ui/formatBalance'
import { WALLET_CARD_TITLE } from '../../demo/ui/bindDemoWalletToggle'
import { SIGN_IN_STATEMENT } from '../../demo/ui/bindSignIn'
import { truncateAddress } from '../../shared/format/truncateAddress'
import { testAccounts } from '../../services/fixtures/chains/testAccounts'
import { expectNoA11yViolations } from '../fixtures/axe'
import { expect, expectModalOpenInside, expectModalShown, openDemo, test, urls } from '../fixtures/test'
import { serveTestPage } from '../fixtures/testPages'
import { installTestWallet, TEST_WALLET } from '../fixtures/testWallet'
import { chain1, fundAccount, openAccountAs } from '../fixtures/walletFeatureFlows'
import { clickAccountTab } from '../fixtures/clickAccountTab'

// The demo tells the truth (issue 35, item 7): what it says once connected, the card after a
// send made inside the modal, the "Embed it" code as a page of its own, the demo wallet's test
// NFTs and the Recent list once the demo wallet is off. Like every spec, these fail on any
// console error, a failed request's included (a free name and a first sign-in answer 200).

const DEMO_WALLET = 'dev.airlock.demowallet'
// Account 5 sends and account 9 receives, as in wallet-send.spec (the suite runs one test at a time).
const sender = testAccounts[5]!.address
const receiver = testAccounts[9]!.address
const GROUPED_ETH = /^\d{1,3}(,\d{3})+\.\d{4} ETH$/

test('connected with the demo wallet: no "get some ETH first", grouped amounts, its test NFTs, and once turned off it is no longer Recent', async ({ page, modal }) => {
  await openDemo(page)
  await expect(page.getByTestId('demo-faucet-hint')).toBeVisible()
  await expect(page.getByTestId('demo-wallet-title')).toHaveText(WALLET_CARD_TITLE.offer)
  await page.getByTestId('demo-wallet-toggle').click()
  await expect(page.getByTestId('demo-wallet-title')).toHaveText(WALLET_CARD_TITLE.on)
  await page.getByTestId('demo-connect').click()
  await modal.getByTestId(`airlock-connector-${DEMO_WALLET}`).click()
  await page.getByTestId('demo-wallet-approve').click()
  await expect(page.getByTestId('demo-status')).toHaveAttribute('data-status', 'connected')
  await expectModalShown(page, false)

  // Test account #0 holds about 10,000 ETH: the hint meant for an empty wallet is gone.
  await expect(page.getByTestId('demo-balance')).toHaveText(GROUPED_ETH)
  await expect(page.getByTestId('demo-token-balance')).toHaveText(/^\d{1,3}(,\d{3})+\.\d{2} AUSD$/)
  await expect(page.getByTestId('demo-faucet-hint')).toBeHidden()
  await expect(page.getByTestId('demo-wallet-card')).toBeVisible()
  await expectNoA11yViolations(page, 'demo page, connected', { scope: 'page' })

  // The stack mints its starter set of test NFTs to account #0.
  await page.getByTestId('demo-connect').click()
  await clickAccountTab(modal, 'nfts')
  await expect(modal.getByTestId('airlock-nfts')).toBeVisible()
  await expect.poll(() => modal.getByTestId('airlock-nft-name').allTextContents()).toEqual(expect.arrayContaining(['Airlock Badge #1', 'Airlock Badge #2', 'Brass Key ×3', 'Compass']))

  await modal.getByTestId('airlock-account-disconnect').click()
  await expect(page.getByTestId('demo-status')).toHaveAttribute('data-status', 'disconnected')
  await expect(page.getByTestId('demo-faucet-hint')).toBeVisible()
  // The modal closes after the page heard of the disconnect: the toggle below is clicked once it is gone.
  await expectModalShown(page, false)

  // Turned off (the page reloads without it): the connect view no longer offers it as Recent.
  await page.getByTestId('demo-wallet-toggle').click()
  await expect(page.getByTestId('demo-wallet-state')).toHaveAttribute('data-state', 'off')
  await expect(page.getByTestId('demo-wallet-title')).toHaveText(WALLET_CARD_TITLE.offer)
  await page.getByTestId('demo-connect').click()
  await expect(modal.getByTestId('airlock-connector-walletConnect')).toBeVisible()
  await expect(modal.getByTestId(`airlock-connector-${DEMO_WALLET}`)).toHaveCount(0)
  await expect(modal.getByTestId('airlock-wallet-list')).not.toContainText('Recent')
  // The closed modal stays laid out, so "visible" above holds before the modal has heard of the open; Escape counts from then.
  await expectModalOpenInside(modal)
  // The key goes where the focus is: into the modal once it has moved there (right after its first frame).
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-airlock'))).toBe('iframe')
  await page.keyboard.press('Escape')
  await expectModalShown(page, false)

  // Turned on again, it is back, and Recent again.
  await page.getByTestId('demo-wallet-toggle').click()
  await page.getByTestId('demo-connect').click()
  await expect(modal.getByTestId(`airlock-connector-${DEMO_WALLET}`)).toContainText('Recent')
})

test('the Connection card reads the balance again after a send made inside the modal; a visitor with a wallet of their own is not offered the demo wallet', async ({ page, modal }) => {
  await fundAccount(sender, parseEther('12345.5'))
  await openAccountAs(page, modal, 5)
  await expect(page.getByTestId('demo-balance')).toHaveText('12,345.5000 ETH')
  await expect(page.getByTestId('demo-wallet-card')).toBeHidden()

  await modal.getByTestId('airlock-feature-send').click()
  await modal.getByTestId('airlock-send-token').selectOption('native')
  await modal.getByTestId('airlock-send-amount').fill('0.25')
  await modal.getByTestId('airlock-send-receiver').fill(receiver)
  await modal.getByTestId('airlock-send-preview').click()
  await modal.getByTestId('airlock-send-confirm').click()
  // A send reviewed in the modal goes to the wallet without a second in-modal approval.
  const sent = async () => (await chain1.getBalance({ address: sender })) < parseEther('12345.25')
  await expect.poll(sent).toBe(true)
  await expect(modal.getByTestId('airlock-approve')).toHaveCount(0)

  // Nothing told the page: the card saw the modal move on and read the balance again.
  const after = await chain1.getBalance({ address: sender })
  await expect(page.getByTestId('demo-balance')).toHaveText(`${formatBalance(after)} ETH`)
  expect(formatBalance(after)).toMatch(/^12,345\.24\d\d$/)
})

test('the "Embed it" code, copied into a fresh page on the same origin, connects a wallet', async ({ page, context, modal }) => {
  // An origin's own grant replaces the context-wide ones for it: local network access again, for the page served from the test.
  await context.grantPermissions(['clipboard-read', 'clipboard-write', 'local-network-access'], { origin: new URL(urls.demo).origin })
  await openDemo(page)
  const shown = (await page.getByTestId('demo-embed-code').textContent())!
  for (const option of ['projectId', 'networks', 'modalUrl', 'registryUrl', 'analyticsUrl', 'relayUrl']) expect(shown).toContain(`${option}:`)
  await page.getByTestId('demo-embed-copy').click()
  await expect(page.getByTestId('demo-embed-copy-status')).toHaveText('Copied.')
  const copied = await page.evaluate(() => navigator.clipboard.readText())
  expect(copied).toBe(shown)

  // A page of nothing but the copied code, beside the demo's airlock/ scripts.
  await installTestWallet(page)
  await page.goto(await serveTestPage(page, urls.demo, 'embed-check.html', copied))
  const button = page.getByRole('button', { name: 'Connect wallet' })
  await button.click()
  await modal.getByTestId(`airlock-connector-${TEST_WALLET.rdns}`).click()
  await expect(page.locator('#connect-wallet')).toHaveText(TEST_WALLET.address)
})

test('sign-in with the wallet: turned on, connecting asks to sign in, the page shows the session, and Sign out ends it', async ({ page, modal }) => {
  await installTestWallet(page)
  await openDemo(page)
  await expect(page.getByTestId('demo-siwx-session')).toHaveText('Sign-in is off.')
  await page.getByTestId('demo-siwx-toggle').click()
  await expect(page.getByTestId('demo-siwx-toggle')).toHaveText('Stop asking to sign in')
  await page.getByTestId('demo-connect').click()
  await modal.getByTestId(`airlock-connector-${TEST_WALLET.rdns}`).click()
  await expect(modal.getByTestId('airlock-siwx')).toBeVisible()
  await expect(modal.getByTestId('airlock-siwx-statement')).toHaveText(SIGN_IN_STATEMENT)
  await modal.getByTestId('airlock-approve-confirm').click()
  const session = page.getByTestId('demo-siwx-session')
  await expect(session).toHaveAttribute('data-state', 'signed-in')
  await expect(session).toContainText(`Signed in as ${truncateAddress(TEST_WALLET.address)}`)
  await page.getByTestId('demo-siwx-signout').click()
  await expect(page.getByTestId('demo-siwx-result')).toHaveText('Signed out.')
  await expect(session).toHaveAttribute('data-state', 'signed-out')
  await expect(page.getByTestId('demo-status')).toHaveAttribute('data-status', 'connected')
})
