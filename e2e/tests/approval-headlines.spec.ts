import { expect, test } from '../fixtures/test'
import { callFromPage, connectedDapp, dappRequests, RECIPIENT } from '../fixtures/approvalRequests'
import { exchangeOnChain as ex } from '../fixtures/exchangeOnChain'
import { walletCalls } from '../fixtures/injectedFlows'
import { TEST_WALLET } from '../fixtures/testWallet'

// Issue 35 #2: the top of a dapp's approval states the action in words with the decoded facts,
// not "To <token contract>" and "Amount 0 ETH"; the addresses it shortens are there whole.

const short = (address: string) => `${address.slice(0, 4)}…${address.slice(-6)}`

test('a token send, a swap and an approve from the page each say what happens at the top; none reaches the wallet before Approve', async ({ page, modal }) => {
  await connectedDapp(page, modal, 'headlines')
  const action = modal.getByTestId('airlock-approve-action')

  const send = callFromPage(page, { method: 'eth_sendTransaction', params: [dappRequests.tokenSend()] })
  await expect(action).toHaveText(`Send 5 AUSD to ${short(RECIPIENT)}`)
  await expect(modal.getByTestId('airlock-approve-address-0')).toHaveText(RECIPIENT)
  await expect(modal.getByTestId('airlock-approve-address-1')).toHaveText(ex.ausd)
  // The short version names the recipient, not the token contract, and no "0 ETH".
  await expect(modal.getByTestId('airlock-approve-recipient')).toHaveText(short(RECIPIENT))
  await expect(modal.getByTestId('airlock-approve-summary')).not.toContainText('0 ETH')
  await modal.getByTestId('airlock-approve-reject').click()
  expect(await send).toMatchObject({ code: 4001 })

  const swap = callFromPage(page, { method: 'eth_sendTransaction', params: [dappRequests.swap()] })
  await expect(action).toHaveText('Swap 0.5 ETH for at least 1,473.2 AUSD')
  await expect(modal.getByTestId('airlock-approve-address-0')).toHaveText(ex.address)
  await modal.getByTestId('airlock-approve-reject').click()
  expect(await swap).toMatchObject({ code: 4001 })

  const unlimited = callFromPage(page, { method: 'eth_sendTransaction', params: [dappRequests.approveUnlimited()] })
  await expect(action).toHaveText(`Allow ${short(ex.address)} to spend unlimited AUSD`)
  await expect(modal.getByTestId('airlock-approve-warning')).toHaveText('Unlimited: it could take all the AUSD this account holds, now or later, until you revoke it.')
  await modal.getByTestId('airlock-approve-reject').click()
  expect(await unlimited).toMatchObject({ code: 4001 })

  const capped = callFromPage(page, { method: 'eth_sendTransaction', params: [dappRequests.approve()] })
  await expect(action).toHaveText(`Allow ${short(ex.address)} to spend up to 1,250 AUSD`)
  await expect(modal.getByTestId('airlock-approve-warning')).toHaveCount(0)
  await modal.getByTestId('airlock-approve-reject').click()
  expect(await capped).toMatchObject({ code: 4001 })
  expect(await walletCalls(page)).not.toContain('eth_sendTransaction')
})

test("a page can't mark its request as reviewed in the modal: its eth_sendTransaction is still shown for approval", async ({ page, modal }) => {
  await connectedDapp(page, modal, 'headlines-reviewed')
  // Whatever flag the page adds, to the request or its params, the approval is shown and nothing is sent.
  const smuggled = callFromPage(page, { method: 'eth_sendTransaction', reviewedInModal: true, params: [{ ...dappRequests.tokenSend(), reviewedInModal: true }] })
  await expect(modal.getByTestId('airlock-approve')).toHaveAttribute('data-method', 'eth_sendTransaction')
  await expect(modal.getByTestId('airlock-approve-action')).toHaveText(`Send 5 AUSD to ${short(RECIPIENT)}`)
  await page.waitForTimeout(500)
  expect(await walletCalls(page)).not.toContain('eth_sendTransaction')
  await modal.getByTestId('airlock-approve-reject').click()
  expect(await smuggled).toMatchObject({ code: 4001 })
  expect(await walletCalls(page)).not.toContain('eth_sendTransaction')
})

test('typed data reads field by field with its times as dates, and long details say there is more', async ({ page, modal }) => {
  await connectedDapp(page, modal, 'headlines-typed')
  const typed = {
    types: {
      EIP712Domain: [{ name: 'name', type: 'string' }, { name: 'chainId', type: 'uint256' }],
      Permit: [{ name: 'owner', type: 'address' }, { name: 'spender', type: 'address' }, { name: 'value', type: 'uint256' }, { name: 'nonce', type: 'uint256' }, { name: 'deadline', type: 'uint256' }, { name: 'note', type: 'string' }],
    },
    primaryType: 'Permit',
    domain: { name: 'AUSD', chainId: 1 },
    message: { owner: RECIPIENT, spender: ex.address, value: '1000000', nonce: 0, deadline: 1_795_939_200, note: 'x '.repeat(400) },
  }
  const signed = callFromPage(page, { method: 'eth_signTypedData_v4', params: [TEST_WALLET.address, JSON.stringify(typed)] })
  await expect(modal.getByTestId('airlock-approve-action')).toHaveText('Sign Permit for AUSD')
  await expect(modal.getByTestId('airlock-approve-fields')).toContainText('Deadline29 Nov 2026, 08:00 UTC (1795939200)')
  await expect(modal.getByTestId('airlock-approve-fields')).not.toContainText('{')
  // More below than the box shows: the cue is there until the end is reached.
  await expect(modal.getByTestId('airlock-approve-more')).toHaveText('Scroll for more')
  await modal.getByTestId('airlock-approve-details').evaluate((el) => el.scrollTo({ top: el.scrollHeight }))
  await expect(modal.getByTestId('airlock-approve-more')).toHaveCount(0)
  await modal.getByTestId('airlock-approve-reject').click()
  expect(await signed).toMatchObject({ code: 4001 })
})
