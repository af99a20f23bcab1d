import { createPublicClient, createTestClient, createWalletClient, defineChain, erc20Abi, formatUnits, http, parseEther, parseUnits } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { testAccounts } from '../../services/fixtures/chains/testAccounts'
import { tokenAddress } from '../../services/fixtures/contracts/tokenAddress'
import { exchangeOnChain as ex } from '../fixtures/exchangeOnChain'
import { connectFromDemo } from '../fixtures/injectedFlows'
import { expect, openDemo, test, urls } from '../fixtures/test'
import { installTestWallet } from '../fixtures/testWallet'
import { clickAccountTab } from '../fixtures/clickAccountTab'

// Account 8 is the visitor here: no other test sends from or to it.
const visitor = testAccounts[8]!
const chain = defineChain({ id: 1, name: 'Local Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [urls.rpc['1']] } } })
const transport = http(urls.rpc['1'])
const publicClient = createPublicClient({ chain, transport })
const funder = createWalletClient({ chain, transport, account: privateKeyToAccount(testAccounts[0]!.privateKey) })

const usd = (n: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(n)

test('after the wallet receives ETH and AUSD, the Tokens tab shows the amounts, values and total', async ({ page, modal }) => {
  // Start the visitor at exactly 0 ETH, then send it 1.5 ETH and 1,234.5 AUSD from account 0.
  await createTestClient({ chain, transport, mode: 'anvil' }).setBalance({ address: visitor.address, value: 0n })
  const ausdBefore = await publicClient.readContract({ address: tokenAddress(), abi: erc20Abi, functionName: 'balanceOf', args: [visitor.address] })
  const ethTx = await funder.sendTransaction({ to: visitor.address, value: parseEther('1.5') })
  const tokenTx = await funder.writeContract({ address: tokenAddress(), abi: erc20Abi, functionName: 'transfer', args: [visitor.address, parseUnits('1234.5', 6)] })
  await publicClient.waitForTransactionReceipt({ hash: ethTx })
  await publicClient.waitForTransactionReceipt({ hash: tokenTx })
  const ausd = Number(formatUnits(ausdBefore + parseUnits('1234.5', 6), 6))

  await installTestWallet(page, { account: 8 })
  await openDemo(page)
  await connectFromDemo(page, modal)
  await page.getByTestId('demo-connect').click()
  await expect(modal.getByTestId('airlock-view-Account')).toBeVisible()
  await expect(modal.getByTestId('airlock-tab-tokens')).toHaveAttribute('aria-selected', 'true')

  const eth = modal.getByTestId('airlock-token-ETH')
  await expect(eth.getByTestId('airlock-token-quantity')).toHaveText('1.5 ETH')
  await expect(eth.getByTestId('airlock-token-value')).toHaveText('$4,500.00')
  await expect(eth.getByTestId('airlock-token-name')).toHaveText('Ether')
  const token = modal.getByTestId('airlock-token-AUSD')
  await expect(token.getByTestId('airlock-token-name')).toHaveText('Airlock USD')
  await expect(token.getByTestId('airlock-token-quantity')).toHaveText(`${formatUnits(ausdBefore + parseUnits('1234.5', 6), 6).replace(/(\.\d{3})\d+$/, '$1').replace(/^\d+/, (whole) => whole.replace(/\B(?=(\d{3})+$)/g, ','))} AUSD`)
  await expect(token.getByTestId('airlock-token-value')).toHaveText(usd(ausd))
  await expect(modal.getByTestId('airlock-tokens-total')).toHaveText(usd(4500 + ausd))
})

test('the Activity tab lists the transfers the wallet received, newest first, under their month', async ({ page, modal }) => {
  const hash = await funder.sendTransaction({ to: visitor.address, value: parseEther('0.25') })
  const receipt = await publicClient.waitForTransactionReceipt({ hash })
  const block = await publicClient.getBlock({ blockNumber: receipt.blockNumber })
  const month = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Number(block.timestamp) * 1000)

  await installTestWallet(page, { account: 8 })
  await openDemo(page)
  await connectFromDemo(page, modal)
  await page.getByTestId('demo-connect').click()
  await clickAccountTab(modal, 'activity')
  const list = modal.getByTestId('airlock-activity')
  await expect(list.getByRole('heading', { name: month })).toBeVisible()
  const first = list.getByTestId('airlock-activity-item').first()
  await expect(first).toContainText('Received')
  await expect(first).toContainText('+0.25 ETH')
  await expect(first.locator('time')).toHaveText(/^\d+ (sec|min)$/)
})

test('Activity names a token send\'s recipient, not the token contract, and reads a swap as "Swapped … for …"', async ({ page, modal }) => {
  // The visitor gets some AUSD, buys more at the local exchange, then sends 5 AUSD to a fresh address.
  const recipient = privateKeyToAccount(generatePrivateKey()).address
  const visitorWallet = createWalletClient({ chain, transport, account: privateKeyToAccount(visitor.privateKey) })
  await createTestClient({ chain, transport, mode: 'anvil' }).setBalance({ address: visitor.address, value: parseEther('10') })
  const ausdBefore = await ex.ausdBalance(visitor.address)
  await ex.buyAusd(visitor.privateKey, parseEther('0.5'))
  const bought = (await ex.ausdBalance(visitor.address)) - ausdBefore
  const send = await visitorWallet.writeContract({ address: tokenAddress(), abi: erc20Abi, functionName: 'transfer', args: [recipient, parseUnits('5', 6)] })
  await publicClient.waitForTransactionReceipt({ hash: send })

  await installTestWallet(page, { account: 8 })
  await openDemo(page)
  await connectFromDemo(page, modal)
  await page.getByTestId('demo-connect').click()
  await clickAccountTab(modal, 'activity')
  const sent = modal.getByTestId('airlock-activity-item').nth(0)
  const swapped = modal.getByTestId('airlock-activity-item').nth(1)
  await expect(sent.getByTestId('airlock-activity-title')).toHaveText('Sent')
  await expect(sent.getByTestId('airlock-activity-counterparty')).toHaveText(`to ${recipient.slice(0, 6)}…${recipient.slice(-6)}`)
  await expect(sent.getByTestId('airlock-activity-counterparty')).toHaveAttribute('title', recipient)
  await expect(sent.getByTestId('airlock-activity-amount')).toHaveText('-5 AUSD')
  // 0.5 ETH buys about 1,480 AUSD: thousands separated, 3 decimals at most.
  const got = formatUnits(bought, 6).replace(/(\.\d{3})\d+$/, '$1').replace(/^\d+/, (whole) => whole.replace(/\B(?=(\d{3})+$)/g, ','))
  expect(got).toMatch(/^1,\d{3}/)
  await expect(swapped.getByTestId('airlock-activity-title')).toHaveText(`Swapped 0.5 ETH for ${got} AUSD`)
  await expect(swapped.getByTestId('airlock-activity-amount')).toHaveText(`-0.5 ETH, +${got} AUSD`)
})
