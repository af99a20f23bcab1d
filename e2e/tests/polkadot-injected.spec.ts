// The typed api.tx / api.query of the Polkadot runtime's pallets.
import '@polkadot/api-augment'
import { ApiPromise, HttpProvider } from '@polkadot/api'
import { Keyring } from '@polkadot/keyring'
import type { SignerPayloadJSON } from '@polkadot/types/types'
import { hexToU8a, u8aToHex, u8aWrapBytes } from '@polkadot/util'
import { cryptoWaitReady, signatureVerify } from '@polkadot/util-crypto'
import { polkadotTestAccounts } from '../../services/polkadot/testAccounts'
import { expectNoA11yViolations } from '../fixtures/axe'
import { enterEmailCode, freshEmail } from '../fixtures/embeddedFlows'
import { balanceLine, DOT, freeBalance as free } from '../fixtures/polkadotBalance'
import { openPolkadotAccount, openPolkadotDapp } from '../fixtures/polkadotPages'
import { expect, test, urls } from '../fixtures/test'
import { clickAccountTab } from '../fixtures/clickAccountTab'

type Win = { modal: { open(view?: string): Promise<void>; setThemeMode(mode: string): Promise<void> }; dappSignPayload(payload: SignerPayloadJSON): Promise<{ signature: `0x${string}` }>; dappSignRaw(data: string): Promise<{ signature: `0x${string}` }> }

test('a Polkadot dapp connects through window.injectedWeb3, the embedded sr25519 account signs a payload whose extrinsic the approval decodes, the chain accepts it, and the Account view reads the chain’s free balance and activity', async ({ page, modal }) => {
  test.setTimeout(120_000)
  await cryptoWaitReady()
  const api = await ApiPromise.create({ provider: new HttpProvider(urls.polkadotRpc), noInitWarn: true })
  try {
    await openPolkadotDapp(page)
    // enable(): the modal opens to connect; the visitor signs in with an email (the embedded wallet).
    await page.getByTestId('dapp-connect').click()
    await enterEmailCode(modal, freshEmail('polkadot'))
    const account = page.getByTestId('dapp-account')
    await expect(account).toHaveAttribute('data-state', 'ok', { timeout: 30_000 })
    const address = (await account.textContent())!.trim()
    expect(address).toMatch(/^1[1-9A-HJ-NP-Za-km-z]{46,47}$/)
    await modal.getByTestId('airlock-close').click()

    // The new account gets 5 DOT from the stand-in's test account 0, so it can pay its fee.
    const faucet = new Keyring({ type: 'sr25519', ss58Format: 0 }).addFromSeed(hexToU8a(polkadotTestAccounts[0]!.seed))
    await api.tx.balances.transferKeepAlive(address, 5n * DOT).signAndSend(faucet)
    const recipient = polkadotTestAccounts[4]!.address
    const before = await free(api, recipient)

    // The dapp builds a transfer with @polkadot/api and asks the injected signer for the signature.
    const tx = api.tx.balances.transferKeepAlive(recipient, 2n * DOT)
    const signing = tx.signAsync(address, { signer: { signPayload: (payload: SignerPayloadJSON) => page.evaluate((p) => (window as unknown as Win).dappSignPayload(p), payload) as never } })
    await expect(modal.getByTestId('airlock-approve')).toHaveAttribute('data-method', 'polkadot_signTransaction')
    await expect(modal.getByTestId('airlock-approve-title')).toHaveText('Sign transaction')
    // Decoded against the chain's metadata: pallet and call, each argument, the signer, the nonce.
    await expect(modal.getByTestId('airlock-approve-polkadot-call')).toHaveText('balances.transferKeepAlive')
    const args = modal.getByTestId('airlock-approve-polkadot-argument')
    await expect(args).toHaveCount(2)
    await expect(args.nth(0)).toContainText(recipient)
    await expect(args.nth(1)).toHaveText('2 DOT')
    await expect(modal.getByTestId('airlock-approve-polkadot-account')).toHaveText(address)
    await expect(modal.getByTestId('airlock-approve-polkadot-nonce')).toHaveText('0')
    await modal.getByTestId('airlock-approve-confirm').click()
    await signing
    // The verifier is the chain: the extrinsic with that signature is accepted and the DOT move.
    await tx.send()
    expect((await free(api, recipient)) - before).toBe(2n * DOT)

    // signRaw: the message as text on the approval, the signature over <Bytes>…</Bytes> verified in Node.
    const raw = page.evaluate(() => (window as unknown as Win).dappSignRaw('0x48656c6c6f20506f6c6b61646f74'))
    await expect(modal.getByTestId('airlock-approve')).toHaveAttribute('data-method', 'polkadot_signMessage')
    await expect(modal.getByTestId('airlock-approve-message')).toHaveText('Hello Polkadot')
    await modal.getByTestId('airlock-approve-confirm').click()
    const { signature } = await raw
    expect(signatureVerify(u8aWrapBytes(new TextEncoder().encode('Hello Polkadot')), signature, address).isValid).toBe(true)
    expect(u8aToHex(hexToU8a(signature))).toHaveLength(2 + 128)

    // The Account view on Polkadot: the embedded account and the free balance the chain holds
    // (5 DOT in, 2 DOT and a fee out).
    await openPolkadotAccount(page, modal, address)
    const balance = modal.getByTestId('airlock-account-balance')
    await expect(balance).toHaveText(balanceLine(await free(api, address)), { timeout: 15_000 })
    expect(await free(api, address)).toBeLessThan(3n * DOT)
    await expectNoA11yViolations(page, 'Account-polkadot-dark')
    await page.evaluate(() => (window as unknown as Win).modal.setThemeMode('light'))
    await expect(modal.locator('.airlock-root')).toHaveAttribute('data-theme', 'light')
    await expectNoA11yViolations(page, 'Account-polkadot-light')

    // 1.25 DOT more arrive: the figure moves when the view is opened again.
    await api.tx.balances.transferKeepAlive(address, (5n * DOT) / 4n).signAndSend(faucet)
    await page.evaluate(() => (window as unknown as Win).modal.open('Account'))
    await expect(balance).toHaveText(balanceLine(await free(api, address)), { timeout: 15_000 })

    // Activity, as the local chain keeps it, newest first: the 1.25 DOT in, the 2 DOT out with
    // its fee (0.0158 DOT, cut to 3 decimals), the first 5 DOT in.
    await clickAccountTab(modal, 'activity')
    const rows = modal.getByTestId('airlock-activity-item')
    await expect(rows).toHaveCount(3, { timeout: 15_000 })
    await expect(rows.getByTestId('airlock-activity-title')).toHaveText(['Received', 'Sent', 'Received'])
    await expect(rows.getByTestId('airlock-activity-amount')).toHaveText(['+1.25 DOT', '-2.015 DOT', '+5 DOT'])
    await expect(rows.nth(1).getByTestId('airlock-activity-counterparty')).toHaveAttribute('title', recipient)
    await expectNoA11yViolations(page, 'Account-polkadot-activity-light')
  } finally {
    await api.disconnect()
  }
})
