import { ed25519 } from '@noble/curves/ed25519.js'
import { PublicKey } from '@solana/web3.js'
import { solanaTestAccounts } from '../../services/solana/testAccounts'
import { connectSolanaDappWithEmail } from '../fixtures/solanaEmail'
import { fundSol, fundTokens, solanaChain, tokenBalance } from '../fixtures/solanaChain'
import { openSolanaDapp } from '../fixtures/solanaPages'
import { expect, test, urls } from '../fixtures/test'

const recipient = solanaTestAccounts[1]!.address

const connectWithEmail = connectSolanaDappWithEmail

test('a wallet-adapter dapp finds Airlock through Wallet Standard, connects the embedded wallet, signs a message (ed25519) and sends SOL and AUSD that land on the local chain', async ({ page, modal }) => {
  test.setTimeout(120_000)
  await openSolanaDapp(page)
  await expect(page.getByTestId('dapp-wallet')).toContainText(['Airlock'])
  const address = await connectWithEmail(page, modal)
  expect(address).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
  expect(new PublicKey(address).toBytes()).toHaveLength(32)

  // Sign a message: the approval shows it; the signature verifies against the account's key.
  await page.getByTestId('dapp-sign').click()
  await expect(modal.getByTestId('airlock-approve')).toHaveAttribute('data-method', 'solana_signMessage')
  await expect(modal.getByTestId('airlock-approve-message')).toHaveText('Sign in to the Solana test dapp')
  await modal.getByTestId('airlock-approve-confirm').click()
  const signed = page.getByTestId('dapp-sign-result')
  await expect(signed).toHaveAttribute('data-state', 'ok')
  const signature = Buffer.from((await signed.textContent())!.trim(), 'base64')
  expect(ed25519.verify(signature, new TextEncoder().encode('Sign in to the Solana test dapp'), new PublicKey(address).toBytes())).toBe(true)
  expect(ed25519.verify(signature, new TextEncoder().encode('Sign in to another dapp'), new PublicKey(address).toBytes())).toBe(false)

  // Send 0.001 SOL: the approval shows the decoded transfer and the simulated changes; it lands.
  await fundSol(address, 2)
  const before = await solanaChain.getBalance(new PublicKey(recipient))
  await page.getByTestId('dapp-to').fill(recipient)
  await page.getByTestId('dapp-send-sol').click()
  await expect(modal.getByTestId('airlock-approve')).toHaveAttribute('data-method', 'solana_signAndSendTransaction')
  await expect(modal.getByTestId('airlock-approve-solana-instruction')).toHaveText([`Send 0.001 SOL from ${address} to ${recipient}`])
  await expect(modal.locator(`[data-testid="airlock-approve-solana-change"][data-owner="${recipient}"]`)).toHaveAttribute('data-delta', '1000000')
  await expect(modal.locator(`[data-testid="airlock-approve-solana-change"][data-owner="${address}"]`)).toHaveAttribute('data-delta', '-1005000')
  await modal.getByTestId('airlock-approve-confirm').click()
  const sent = page.getByTestId('dapp-send-sol-result')
  await expect(sent).toHaveAttribute('data-state', 'ok', { timeout: 20_000 })
  const landed = await solanaChain.getTransaction((await sent.textContent())!.trim(), { commitment: 'confirmed', maxSupportedTransactionVersion: 0 })
  expect(landed?.meta?.err).toBeNull()
  expect(landed?.transaction.message.staticAccountKeys[0]!.toBase58()).toBe(address)
  expect((await solanaChain.getBalance(new PublicKey(recipient))) - before).toBe(1_000_000)

  // Send 2.5 AUSD (SPL TransferChecked): the token balances change on the chain.
  await fundTokens(address, 5_000_000n)
  const tokensBefore = await tokenBalance(recipient)
  await page.getByTestId('dapp-send-spl').click()
  await expect(modal.getByTestId('airlock-approve-solana-instruction').nth(1)).toContainText(`Send 2.5 of 6xDEAVT7iouxZpN9wY6rWuiA69iFuCxHqxLrMosBCEtK from`)
  await expect(modal.locator(`[data-testid="airlock-approve-solana-change"][data-owner="${recipient}"][data-mint]:not([data-mint="SOL"])`)).toHaveAttribute('data-delta', '2500000')
  await modal.getByTestId('airlock-approve-confirm').click()
  await expect(page.getByTestId('dapp-send-spl-result')).toHaveAttribute('data-state', 'ok', { timeout: 20_000 })
  expect((await tokenBalance(recipient)) - tokensBefore).toBe(2_500_000n)
  expect(await tokenBalance(address)).toBe(2_500_000n)

  // Disconnect: the dapp has no account any more.
  await page.getByTestId('dapp-disconnect').click()
  await expect(page.getByTestId('dapp-disconnect-result')).toHaveText('disconnected')
  await expect(page.getByTestId('dapp-account')).toHaveText('')
})

test('rejecting a Solana request in the modal rejects it in the dapp (4001) and nothing is sent', async ({ page, modal }) => {
  await openSolanaDapp(page)
  const address = await connectWithEmail(page, modal)
  await fundSol(address, 1)
  const before = await solanaChain.getBalance(new PublicKey(address))
  await page.getByTestId('dapp-to').fill(recipient)
  await page.getByTestId('dapp-send-sol').click()
  await expect(modal.getByTestId('airlock-approve')).toHaveAttribute('data-method', 'solana_signAndSendTransaction')
  await modal.getByTestId('airlock-approve-reject').click()
  const result = page.getByTestId('dapp-send-sol-result')
  await expect(result).toHaveAttribute('data-state', 'error')
  await expect(result).toContainText('WalletSendTransactionError')
  expect(await solanaChain.getBalance(new PublicKey(address))).toBe(before)
})

test('namespace switch from the Networks view: connected through Solana, Ethereum makes the EVM account active; Solana devnet makes the Solana account active (its SOL balance, SOL and SPL tokens from the data service, a local-cluster explorer link), Ethereum brings the EVM one back; the EIP-1193 provider never sees a Solana account', async ({ page, modal }) => {
  await openSolanaDapp(page)
  await page.evaluate(() => {
    const w = window as unknown as { evmEvents: unknown[]; modal: { provider: { on(name: string, listener: (data: unknown) => void): void } } }
    w.evmEvents = []
    for (const name of ['accountsChanged', 'chainChanged', 'disconnect']) w.modal.provider.on(name, (data) => w.evmEvents.push({ name, data }))
  })
  const solanaAddress = await connectWithEmail(page, modal)
  const state = () => page.evaluate(() => (window as unknown as { modal: { getState(): { namespace?: string; address?: string; caipNetworkId?: string; chainId?: string } } }).modal.getState())
  // Connected through the dapp's Solana provider, the visitor is on Solana (docs/state-rules.md#networks).
  expect(await state()).toMatchObject({ namespace: 'solana', address: solanaAddress, caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1' })
  await fundSol(solanaAddress, 2)
  await fundTokens(solanaAddress, 1_500_000n)

  await page.evaluate(() => (window as unknown as { modal: { open(view: string): Promise<void> } }).modal.open('Networks'))
  await modal.getByTestId('airlock-network-eip155:1').click()
  await expect.poll(async () => (await state()).namespace).toBe('eip155')
  const evmAddress = (await state()).address!
  expect(evmAddress).toMatch(/^0x[0-9a-fA-F]{40}$/)

  await page.evaluate(() => (window as unknown as { modal: { open(view: string): Promise<void> } }).modal.open('Networks'))
  await modal.getByTestId('airlock-network-solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1').click()
  await expect.poll(async () => (await state()).namespace).toBe('solana')
  expect(await state()).toMatchObject({ address: solanaAddress, caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1' })
  await expect(modal.getByTestId('airlock-account-address')).toHaveAttribute('title', solanaAddress)
  // Account on Solana: the SOL balance read from the local chain, the explorer on the local cluster.
  await expect(modal.getByTestId('airlock-account-balance')).toContainText('2 SOL')
  await expect(modal.getByTestId('airlock-account-explorer')).toHaveAttribute('href', `https://solscan.io/account/${solanaAddress}?cluster=custom&customUrl=${encodeURIComponent(urls.solanaRpc)}`)
  // The page's EVM dapp keeps its chain and account while Solana is active.
  const evm = (method: string) => page.evaluate((m) => (window as unknown as { modal: { provider: { request(a: { method: string }): Promise<unknown> } } }).modal.provider.request({ method: m }), method)
  expect(await evm('eth_chainId')).toBe('0x1')
  expect(await evm('eth_accounts')).toEqual([evmAddress])
  // Tokens from the data service: SOL and the SPL token AUSD on the Solana cluster.
  await expect(modal.getByTestId('airlock-token-SOL').getByTestId('airlock-token-quantity')).toHaveText('2 SOL')
  await expect(modal.getByTestId('airlock-token-AUSD').getByTestId('airlock-token-quantity')).toHaveText('1.5 AUSD')

  await page.evaluate(() => (window as unknown as { modal: { open(view: string): Promise<void> } }).modal.open('Networks'))
  await modal.getByTestId('airlock-network-eip155:1').click()
  await expect.poll(async () => (await state()).namespace).toBe('eip155')
  expect(await state()).toMatchObject({ address: evmAddress, chainId: '0x1' })
  const events = (await page.evaluate(() => (window as unknown as { evmEvents: Array<{ name: string; data: unknown }> }).evmEvents))
  expect(JSON.stringify(events)).not.toContain(solanaAddress)
  expect(events.filter((e) => e.name === 'accountsChanged').at(-1)?.data).toEqual([evmAddress])
})
