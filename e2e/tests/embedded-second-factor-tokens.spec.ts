import { createPublicClient, encodeFunctionData, erc20Abi, http, parseEther, parseUnits, toHex, type Address } from 'viem'
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

test('attacker: an ERC-20 transfer above the threshold (no ETH attached) waits for the TOTP code; a wrong one moves nothing, the right one moves the tokens once', async ({ page, modal }) => {
  test.setTimeout(120_000)
  await page.goto(await serveTestPage(page, urls.demo, '__t/second-factor-tokens.html', hostPage()))
  const address = await signInOnTestPage(page, modal, freshEmail('sends-token'))
  await chain1.request({ method: 'anvil_setBalance', params: [address, toHex(parseEther('1'))] } as never)
  const amount = parseUnits('10000', 6)
  await fundToken(1, address, amount * 2n)
  const secret = await enrolSecondFactor(modal, { sendsAboveUsd: '100', export: false })
  await expect(modal.getByTestId('airlock-second-factor-state-sends')).toHaveText('A code is asked before sends worth more than $100.00.')
  await modal.getByTestId('airlock-close').click()

  const [mineBefore, theirsBefore, nonce] = await Promise.all([ex.ausdBalance(address), ex.ausdBalance(recipient), chain1.getTransactionCount({ address })])
  const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [recipient, amount] })
  const request = await startRequest(page, { method: 'eth_sendTransaction', params: [{ from: address, to: ex.ausd, data }] })
  await expect(modal.getByTestId('airlock-approve-headline')).toContainText(/Send 10,?000 AUSD/)
  await modal.getByTestId('airlock-approve-confirm').click()
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
