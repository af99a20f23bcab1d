import { parseEther, type Address, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { testAccounts } from '../../services/fixtures/chains/testAccounts'
import { tokenAddress } from '../../services/fixtures/contracts/tokenAddress'
import { walletCalls } from '../fixtures/injectedFlows'
import { expect, test, urls } from '../fixtures/test'
import { hostPage, serveTestPage } from '../fixtures/testPages'
import { anvil1, ausdOf, chain1, fundAccount, openAccountAs } from '../fixtures/walletFeatureFlows'

// Account 5 sends, account 9 receives, account 6 has no gas: no other spec uses them.
const sender = testAccounts[5]!.address
const receiver = testAccounts[9]!.address
const broke = testAccounts[6]!.address

/** The hash of the last transaction `from` sent, from the wallet's own record of its calls. */
async function lastSentHash(from: Address): Promise<Hex> {
  const block = await chain1.getBlock({ includeTransactions: true })
  const tx = block.transactions.find((t) => t.from.toLowerCase() === from.toLowerCase())
  expect(tx, `a transaction from ${from} in block ${block.number}`).toBeDefined()
  return tx!.hash
}

test.beforeEach(async () => {
  await fundAccount(sender, parseEther('10'), 100_000_000n)
})

test('sends ETH from the modal\'s Send view: the review is the one confirm in the modal, then receipt on anvil, both balances, toast and Account', async ({ page, modal }) => {
  await openAccountAs(page, modal, 5)
  const before = { from: await chain1.getBalance({ address: sender }), to: await chain1.getBalance({ address: receiver }) }
  await modal.getByTestId('airlock-feature-send').click()
  await expect(modal.getByTestId('airlock-view-WalletSend')).toBeVisible()
  await modal.getByTestId('airlock-send-token').selectOption({ label: 'ETH · 10' })
  await modal.getByTestId('airlock-send-amount').fill('0.25')
  await expect(modal.getByTestId('airlock-send-usd')).toContainText('$750.00')
  await modal.getByTestId('airlock-send-receiver').fill(receiver)
  await expect(modal.getByTestId('airlock-send-fee')).toContainText('$')
  await modal.getByTestId('airlock-send-preview').click()
  await expect(modal.getByTestId('airlock-send-review-amount')).toHaveText('0.25 ETH')
  await expect(modal.getByTestId('airlock-send-review-address')).toHaveText(receiver)
  expect(await walletCalls(page)).not.toContain('eth_sendTransaction')
  await modal.getByTestId('airlock-send-confirm').click()

  // Reviewed in the modal already: no second approval there, the wallet is asked at once (issue 35 #2).
  await expect(modal.getByTestId('airlock-toast')).toContainText('Transaction started')
  expect(await walletCalls(page)).toContain('eth_sendTransaction')
  await expect(modal.getByTestId('airlock-approve')).toHaveCount(0)
  await expect(modal.getByTestId('airlock-view-Account')).toBeVisible()
  await expect.poll(() => chain1.getBalance({ address: receiver })).toBe(before.to + parseEther('0.25'))
  const receipt = await chain1.waitForTransactionReceipt({ hash: await lastSentHash(sender) })
  expect(receipt.status).toBe('success')
  expect(receipt.to?.toLowerCase()).toBe(receiver.toLowerCase())
  expect(before.from - (await chain1.getBalance({ address: sender }))).toBe(parseEther('0.25') + receipt.gasUsed * receipt.effectiveGasPrice)
  // The draft was reset: Send opens empty again.
  await modal.getByTestId('airlock-feature-send').click()
  await expect(modal.getByTestId('airlock-send-amount')).toHaveValue('')
})

test('sends AUSD with Max from the Send view: the token moves, the ETH only pays gas', async ({ page, modal }) => {
  await openAccountAs(page, modal, 5)
  const before = { from: await ausdOf(sender), to: await ausdOf(receiver) }
  await modal.getByTestId('airlock-feature-send').click()
  const picker = modal.getByTestId('airlock-send-token')
  const ausd = `eip155:1:${tokenAddress()}`
  await picker.selectOption({ value: (await picker.locator('option', { hasText: 'AUSD' }).getAttribute('value'))! })
  await expect(picker).toHaveValue(new RegExp(ausd.split(':').at(-1)!, 'i'))
  await modal.getByTestId('airlock-send-max').click()
  const typed = await modal.getByTestId('airlock-send-amount').inputValue()
  expect(Number(typed)).toBeGreaterThanOrEqual(100)
  await modal.getByTestId('airlock-send-receiver').fill(receiver)
  await modal.getByTestId('airlock-send-preview').click()
  await expect(modal.getByTestId('airlock-send-review-amount')).toHaveText(`${typed} AUSD`)
  await modal.getByTestId('airlock-send-confirm').click()
  await expect(modal.getByTestId('airlock-toast')).toContainText('Transaction started')
  await expect.poll(() => ausdOf(receiver)).toBe(before.to + before.from)
  expect(await ausdOf(sender)).toBe(0n)
  const receipt = await chain1.waitForTransactionReceipt({ hash: await lastSentHash(sender) })
  expect(receipt.status).toBe('success')
  expect(receipt.to?.toLowerCase()).toBe(tokenAddress().toLowerCase())
})

test('sends ETH to a name: the receiver resolves with the name and lands at its address', async ({ page, modal }) => {
  const label = `recv-${Date.now().toString(36)}`
  const owner = privateKeyToAccount(testAccounts[9]!.privateKey)
  const message = JSON.stringify({ name: `${label}.airlock`, attributes: {}, timestamp: Math.floor(Date.now() / 1000) })
  const registered = await fetch(`${urls.dataApi}/v1/profile/account?projectId=airlock-demo`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: urls.demo.replace(/\/$/, '') },
    body: JSON.stringify({ coin_type: 60, address: owner.address, message, signature: await owner.signMessage({ message }) }),
  })
  expect(registered.status).toBe(200)
  await openAccountAs(page, modal, 5)
  const before = await chain1.getBalance({ address: receiver })
  await modal.getByTestId('airlock-feature-send').click()
  await modal.getByTestId('airlock-send-amount').fill('0.125')
  await modal.getByTestId('airlock-send-receiver').fill(label)
  await expect(modal.getByTestId('airlock-send-resolved')).toContainText(`${label}.airlock`)
  await modal.getByTestId('airlock-send-preview').click()
  await expect(modal.getByTestId('airlock-send-review-to')).toHaveText(`${label}.airlock`)
  await expect(modal.getByTestId('airlock-send-review-address')).toHaveText(receiver)
  await modal.getByTestId('airlock-send-confirm').click()
  await expect(modal.getByTestId('airlock-toast')).toContainText('Transaction started')
  await expect.poll(() => chain1.getBalance({ address: receiver })).toBe(before + parseEther('0.125'))
})

test('a bad amount is refused with the exact text and Preview stays off; more than the balance says so', async ({ page, modal }) => {
  await openAccountAs(page, modal, 5)
  await modal.getByTestId('airlock-feature-send').click()
  await modal.getByTestId('airlock-send-receiver').fill(receiver)
  const amount = modal.getByTestId('airlock-send-amount')
  const problem = modal.getByTestId('airlock-send-problem')
  for (const bad of ['abc', '-1', '0', '0.0000000000000000001']) {
    await amount.fill(bad)
    await expect(problem).toHaveText('Please enter a valid amount and receiver address')
    await expect(amount).toHaveAttribute('aria-invalid', 'true')
    await expect(modal.getByTestId('airlock-send-preview')).toBeDisabled()
  }
  await amount.fill('10.5')
  await expect(problem).toHaveText('Insufficient funds')
  await expect(modal.getByTestId('airlock-send-preview')).toBeDisabled()
  await amount.fill('1')
  await modal.getByTestId('airlock-send-receiver').fill('0x1234')
  await expect(problem).toHaveText('Please enter a valid amount and receiver address')
  await modal.getByTestId('airlock-send-receiver').fill(receiver)
  await expect(problem).toHaveCount(0)
  await expect(modal.getByTestId('airlock-send-preview')).toBeEnabled()
})

test('insufficient gas: with 1 wei of ETH the AUSD send is refused before the preview', async ({ page, modal }) => {
  await fundAccount(broke, 1n, 5_000_000n)
  try {
    await openAccountAs(page, modal, 6)
    await modal.getByTestId('airlock-feature-send').click()
    const picker = modal.getByTestId('airlock-send-token')
    await picker.selectOption({ value: (await picker.locator('option', { hasText: 'AUSD' }).getAttribute('value'))! })
    await modal.getByTestId('airlock-send-amount').fill('1')
    await modal.getByTestId('airlock-send-receiver').fill(receiver)
    await expect(modal.getByTestId('airlock-send-problem')).toHaveAttribute('data-problem', 'insufficientGas')
    await expect(modal.getByTestId('airlock-send-preview')).toBeDisabled()
    await expect(modal.getByTestId('airlock-send-preview')).toHaveText('Insufficient gas funds')
    expect(await walletCalls(page)).not.toContain('eth_sendTransaction')
  } finally {
    await anvil1.setBalance({ address: broke, value: parseEther('10000') })
  }
})

test('the feature bar follows the features flags: Buy, Swap, Receive, Send by default, a flag set false hides its button', async ({ page, modal }) => {
  await openAccountAs(page, modal, 5)
  const bar = modal.getByTestId('airlock-wallet-features')
  // the wallet feature order (docs/views.md#orders), every feature on by default (the bar renders with the Account view: poll).
  await expect
    .poll(() => bar.locator('button').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid'))))
    .toEqual(['airlock-feature-onramp', 'airlock-feature-swaps', 'airlock-feature-receive', 'airlock-feature-send'])

  const url = await serveTestPage(page, urls.demo, '__t/no-send.html', hostPage(`{ features: { send: false }, walletFeaturesOrder: ['send', 'receive'] }`))
  await page.goto(url)
  // Same page origin: the modal remembers the wallet the visitor connected above, so this page opens on the Account view.
  await expect.poll(() => page.evaluate(() => (window as unknown as { modal: { getState(): { status: string } } }).modal.getState().status)).toBe('connected')
  await page.locator('#opener').click()
  await expect(modal.getByTestId('airlock-view-Account')).toBeVisible()
  await expect(modal.getByTestId('airlock-feature-receive')).toBeVisible()
  await expect(modal.getByTestId('airlock-feature-send')).toHaveCount(0)
})
