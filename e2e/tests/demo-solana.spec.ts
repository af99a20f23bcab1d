import { randomBytes } from 'node:crypto'
import { Keypair, PublicKey } from '@solana/web3.js'
import { expectNoA11yViolations } from '../fixtures/axe'
import { bundleForPage } from '../fixtures/bundleForPage'
import { freshEmail, signInWithEmail } from '../fixtures/embeddedFlows'
import { fundSol } from '../fixtures/solanaChain'
import { HOST_SOLANA_WALLET_ROW } from '../fixtures/solanaHostWallet'
import { expect, expectModalShown, openDemo, test, urls } from '../fixtures/test'

// The demo offers Solana (issue 35, item 7): the Solana card adds the local Solana chain (it plays
// devnet) to the modal's networks, first; the embedded wallet then connects with its Solana
// address, and the Connection card reads SOL and AUSD from the real local chain. Off again, the
// demo is back on the EVM chains.

const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

test('the Solana card turns Solana on: the embedded wallet connects on the local Solana chain and the Connection card shows its address and balances; off again, the demo is EVM only', async ({ page, modal }) => {
  test.setTimeout(90_000)
  await openDemo(page)
  const state = page.getByTestId('demo-solana-state')
  await expect(state).toHaveAttribute('data-state', 'off')
  await expect(page.getByTestId('demo-solana-networks')).toBeHidden()
  await page.getByTestId('demo-solana-toggle').click()
  await expect(state).toHaveAttribute('data-state', 'on')
  await expect(page.getByTestId('demo-solana-toggle')).toHaveText('Turn Solana off')
  await expect(page.getByTestId('demo-solana-networks')).toBeVisible()

  const address = await signInWithEmail(page, modal, freshEmail('demo-solana'))
  expect(address).toMatch(SOLANA_ADDRESS)
  expect(new PublicKey(address).toBase58()).toBe(address)
  await modal.getByTestId('airlock-close').click()
  await expect(page.getByTestId('demo-chain')).toHaveText('Solana Devnet')
  // A new wallet: nothing yet, read from the local chain.
  await expect(page.getByTestId('demo-balance')).toHaveText('0.0000 SOL')
  await expect(page.getByTestId('demo-token-balance')).toHaveText('0.00 AUSD')
  // The EVM action cards wait for an EVM account.
  await expect(page.getByTestId('demo-sign')).toBeDisabled()
  await expectNoA11yViolations(page, 'demo page, connected on Solana', { scope: 'page' })

  // Funds sent on the chain show when the card reads again (the modal closing and opening).
  await fundSol(address, 2)
  await page.getByTestId('demo-connect').click()
  await expect(modal.getByTestId('airlock-view-Account')).toBeVisible()
  await modal.getByTestId('airlock-close').click()
  await expect(page.getByTestId('demo-balance')).toHaveText('2.0000 SOL')

  // The card's button opens the modal's network list (it closes after the pick): the same sign-in moves to Base and back.
  await page.getByTestId('demo-solana-networks').click()
  await modal.getByTestId('airlock-network-eip155:8453').click()
  await expect(page.getByTestId('demo-chain')).toHaveText('Base (8453)')
  await expect(page.getByTestId('demo-address')).toHaveText(/^0x[0-9a-fA-F]{40}$/)
  await expect(page.getByTestId('demo-balance')).toHaveText(/ ETH$/)
  await expect(page.getByTestId('demo-sign')).toBeEnabled()
  await expectModalShown(page, false)
  await page.getByTestId('demo-solana-networks').click()
  await modal.getByTestId('airlock-network-solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1').click()
  await expect(page.getByTestId('demo-address')).toHaveText(address)
  await expect(page.getByTestId('demo-balance')).toHaveText('2.0000 SOL')
  await expectModalShown(page, false)

  // Off again: the page reloads on the EVM chains only, and the same sign-in is an EVM account.
  await page.getByTestId('demo-solana-toggle').click()
  await expect(state).toHaveAttribute('data-state', 'off')
  await expect(page.getByTestId('demo-solana-networks')).toBeHidden()
  await expect(page.getByTestId('demo-address')).toHaveText(/^0x[0-9a-fA-F]{40}$/, { timeout: 20_000 })
  await expect(page.getByTestId('demo-chain')).toHaveText('Ethereum (1)')
})

test("with Solana on, the visitor's own Solana browser wallet is offered in the modal and its address and SOL show in the Connection card", async ({ page, modal }) => {
  const seed = randomBytes(32).toString('hex')
  const address = Keypair.fromSeed(Buffer.from(seed, 'hex')).publicKey.toBase58()
  await fundSol(address, 3)
  // The wallet registers itself in the page before the demo runs, as an extension does.
  const wallet = await bundleForPage(new URL('../fixtures/solanaDapp/testWalletInPage.ts', import.meta.url))
  await page.addInitScript(`window.testWalletConfig = ${JSON.stringify({ seed, rpcUrl: urls.solanaRpc })};\n${wallet}`)
  await openDemo(page)
  await page.getByTestId('demo-solana-toggle').click()
  await expect(page.getByTestId('demo-solana-state')).toHaveAttribute('data-state', 'on')

  await page.getByTestId('demo-connect').click()
  await modal.getByTestId(HOST_SOLANA_WALLET_ROW).click()
  await expect(page.getByTestId('demo-status')).toHaveAttribute('data-status', 'connected')
  await expect(page.getByTestId('demo-address')).toHaveText(address)
  await expect(page.getByTestId('demo-chain')).toHaveText('Solana Devnet')
  await expect(page.getByTestId('demo-balance')).toHaveText('3.0000 SOL')

  await page.getByTestId('demo-solana-toggle').click()
  await expect(page.getByTestId('demo-solana-state')).toHaveAttribute('data-state', 'off')
})
