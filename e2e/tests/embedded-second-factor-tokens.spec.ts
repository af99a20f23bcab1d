import type { FrameLocator, Page } from '@playwright/test'
import { createPublicClient, encodeFunctionData, erc20Abi, formatUnits, http, parseEther, parseUnits, toHex, type Address } from 'viem'
import { testAccounts } from '../../services/fixtures/chains/testAccounts'
import { exchangeOnChain as ex } from '../fixtures/exchangeOnChain'
import { freshEmail } from '../fixtures/embeddedFlows'
import { enrolSecondFactor, totpCode, wrongCode } from '../fixtures/secondFactorFlows'
import { fundToken, signInOnTestPage, startRequest } from '../fixtures/smartAccountFlows'
import { expect, test, urls } from '../fixtures/test'
import { hostPage, serveTestPage } from '../fixtures/testPages'

// Issue 38 #5 for what leaves the wallet in calldata: a dapp's ERC-20 transfer attaches no ETH,
// so the send rule must read the token and its amount (the approval's own decoder) and price
// that, or ask. AUSD (6 decimals) is 1 USD on the local data service; the threshold is 100 USD
// and the transfer 10,000 AUSD. The test plays the authenticator app with the service's library.

// By contract: 400 for a wrong code.
test.use({ allowedConsoleErrors: [/^console\.error: Failed to load resource: the server responded with a status of 400 .*\/v1\/auth\/second-factor\/verify\?/] })

const chain1 = createPublicClient({ transport: http(urls.rpc['1']) })
const recipient = testAccounts[1]!.address as Address

/** A fresh email wallet on a test page with 1 ETH and 20,000 AUSD, two-step verification on with a 100 USD send threshold; the modal closed. */
async function signedInWithThreshold(page: Page, modal: FrameLocator, label: string): Promise<{ address: Address; secret: string }> {
  await page.goto(await serveTestPage(page, urls.demo, `__t/${label}.html`, hostPage()))
  const address = await signInOnTestPage(page, modal, freshEmail(label))
  await chain1.request({ method: 'anvil_setBalance', params: [address, toHex(parseEther('1'))] } as never)
  await fundToken(1, address, parseUnits('20000', 6))
  const secret = await enrolSecondFactor(modal, { sendsAboveUsd: '100', export: false })
  await expect(modal.getByTestId('airlock-second-factor-state-sends')).toHaveText('A code is asked before sends worth more than $100.00.')
  await modal.getByTestId('airlock-close').click()
  return { address, secret }
}

/** The dapp's ERC-20 transfer of `amount` AUSD to `recipient`, approved in the modal; the request still running. */
async function approveTokenTransfer(page: Page, modal: FrameLocator, address: Address, amount: bigint) {
  const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [recipient, amount] })
  const request = await startRequest(page, { method: 'eth_sendTransaction', params: [{ from: address, to: ex.ausd, data }] })
  await expect(modal.getByTestId('airlock-approve-headline')).toContainText(`Send ${formatUnits(amount, 6).replace(/\B(?=(\d{3})+(?!\d))/g, ',')} AUSD`)
  await modal.getByTestId('airlock-approve-confirm').click()
  return request
}

test('attacker: an ERC-20 transfer above the threshold (no ETH attached) waits for the TOTP code; a wrong one moves nothing, the right one moves the tokens once', async ({ page, modal }) => {
  test.setTimeout(120_000)
  const { address, secret } = await signedInWithThreshold(page, modal, 'sends-token')
  const amount = parseUnits('10000', 6)

  const [mineBefore, theirsBefore, nonce] = await Promise.all([ex.ausdBalance(address), ex.ausdBalance(recipient), chain1.getTransactionCount({ address })])
  const request = await approveTokenTransfer(page, modal, address, amount)
  const ask = modal.getByTestId('airlock-second-factor-ask')
  await expect(ask).toHaveAttribute('data-kind', 'send')
  await expect(ask).toContainText('This send is worth more than your limit. Enter the code from your authenticator app to send it.')

  // A wrong code: refused in words, nothing signed or sent.
  const right = totpCode(secret, Date.now() + 30_000)
  await modal.getByTestId('airlock-second-factor-input').fill(wrongCode(right))
  await expect(modal.getByTestId('airlock-second-factor-error')).toHaveText('Wrong code. Check your authenticator app and try again.')
  expect(await chain1.getTransactionCount({ address, blockTag: 'pending' })).toBe(nonce)
  expect(await ex.ausdBalance(recipient)).toBe(theirsBefore)

  // The app's next code: signed and sent once; the chain holds exactly the 10,000 AUSD moved.
  await modal.getByTestId('airlock-second-factor-input').fill(right)
  const answer = await request.settle()
  expect(answer.code).toBeUndefined()
  const receipt = await chain1.waitForTransactionReceipt({ hash: answer.result as `0x${string}` })
  expect(receipt.status).toBe('success')
  expect(receipt.from.toLowerCase()).toBe(address.toLowerCase())
  expect(await chain1.getTransactionCount({ address })).toBe(nonce + 1)
  expect((await ex.ausdBalance(recipient)) - theirsBefore).toBe(amount)
  expect(mineBefore - (await ex.ausdBalance(address))).toBe(amount)
  await expect(ask).toHaveCount(0)
})

test('an ERC-20 transfer below the threshold, at the token price the Account view shows, goes without a code', async ({ page, modal }) => {
  test.setTimeout(120_000)
  const { address } = await signedInWithThreshold(page, modal, 'sends-token-below')
  // The visitor sees their AUSD in the Account view: the modal holds its price (1 USD).
  await page.locator('#opener').click()
  await expect(modal.getByTestId('airlock-token-AUSD').getByTestId('airlock-token-value')).toHaveText('$20,000.00', { timeout: 20_000 })
  await modal.getByTestId('airlock-close').click()

  const [mineBefore, theirsBefore, nonce] = await Promise.all([ex.ausdBalance(address), ex.ausdBalance(recipient), chain1.getTransactionCount({ address })])
  const amount = parseUnits('50', 6)
  const request = await approveTokenTransfer(page, modal, address, amount)
  const answer = await request.settle()
  expect(answer.code).toBeUndefined()
  await expect(modal.getByTestId('airlock-second-factor-ask')).toHaveCount(0)
  expect((await chain1.waitForTransactionReceipt({ hash: answer.result as `0x${string}` })).status).toBe('success')
  expect(await chain1.getTransactionCount({ address })).toBe(nonce + 1)
  expect((await ex.ausdBalance(recipient)) - theirsBefore).toBe(amount)
  expect(mineBefore - (await ex.ausdBalance(address))).toBe(amount)
})
