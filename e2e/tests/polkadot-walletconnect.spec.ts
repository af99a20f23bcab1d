// The typed api.tx / api.query of the Polkadot runtime's pallets.
import '@polkadot/api-augment'
import { ApiPromise, HttpProvider } from '@polkadot/api'
import type { SignerPayloadJSON } from '@polkadot/types/types'
import { u8aWrapBytes } from '@polkadot/util'
import { cryptoWaitReady, signatureVerify } from '@polkadot/util-crypto'
import { polkadotTestAccounts } from '../../services/polkadot/testAccounts'
import { polkadot } from '../../shared/networks/networks'
import { balanceLine, DOT, freeBalance } from '../fixtures/polkadotBalance'
import { openPolkadotAccount, openPolkadotDapp } from '../fixtures/polkadotPages'
import { expect, test, urls } from '../fixtures/test'
import { startWcPolkadotWallet } from '../fixtures/wcPolkadotWallet'
import { clickAccountTab } from '../fixtures/clickAccountTab'

type Win = { modal: { open(view?: string): Promise<void> }; dappSignPayload(payload: SignerPayloadJSON): Promise<{ signature: `0x${string}` }>; dappSignRaw(data: string): Promise<{ signature: `0x${string}` }> }

test('a WalletConnect wallet approves the polkadot namespace: the injected-extension dapp gets its account, a message it signs verifies, a transfer it signs is accepted by the chain, and the Account view reads the chain’s balance and activity', async ({ page, modal }) => {
  test.setTimeout(150_000)
  await cryptoWaitReady()
  const api = await ApiPromise.create({ provider: new HttpProvider(urls.polkadotRpc), noInitWarn: true })
  const wallet = await startWcPolkadotWallet({ relayUrl: urls.relay, polkadotRpcUrl: urls.polkadotRpc, polkadotChain: polkadot.caipNetworkId })
  try {
    await openPolkadotDapp(page)
    // enable(): the modal opens to connect; the visitor picks WalletConnect and the wallet scans the QR code's URI.
    await page.getByTestId('dapp-connect').click()
    await modal.getByTestId('airlock-connector-walletConnect').click()
    await expect(modal.getByTestId('airlock-wc-qr')).toBeVisible()
    const uri = (await modal.getByTestId('airlock-wc-copy').getAttribute('data-uri'))!
    await wallet.pair(uri)
    const address = wallet.key.address
    const account = page.getByTestId('dapp-account')
    await expect(account).toHaveAttribute('data-state', 'ok', { timeout: 30_000 })
    await expect(account).toHaveText(address)

    // The Account view on Polkadot: the wallet's address and the free balance the chain holds.
    await openPolkadotAccount(page, modal, address)
    await expect(modal.getByTestId('airlock-account-balance')).toHaveText(balanceLine(await freeBalance(api, address)), { timeout: 15_000 })
    await modal.getByTestId('airlock-close').click()

    // signRaw: the message as text on the approval; the wallet's sr25519 signature over <Bytes>…</Bytes> verifies in Node.
    const raw = page.evaluate(() => (window as unknown as Win).dappSignRaw('0x48656c6c6f20506f6c6b61646f74'))
    await expect(modal.getByTestId('airlock-approve')).toHaveAttribute('data-method', 'polkadot_signMessage')
    await expect(modal.getByTestId('airlock-approve-message')).toHaveText('Hello Polkadot')
    await modal.getByTestId('airlock-approve-confirm').click()
    const { signature: messageSignature } = await raw
    expect(signatureVerify(u8aWrapBytes(new TextEncoder().encode('Hello Polkadot')), messageSignature, address).isValid).toBe(true)

    // signPayload: the dapp builds a transfer with @polkadot/api; the approval decodes it; the wallet signs it.
    const recipient = polkadotTestAccounts[4]!.address
    const before = { recipient: await freeBalance(api, recipient), nonce: (await api.rpc.system.accountNextIndex(address)).toNumber() }
    const amount = 3n * DOT
    const tx = api.tx.balances.transferKeepAlive(recipient, amount)
    const signing = tx.signAsync(address, { signer: { signPayload: (payload: SignerPayloadJSON) => page.evaluate((p) => (window as unknown as Win).dappSignPayload(p), payload) as never } })
    await expect(modal.getByTestId('airlock-approve')).toHaveAttribute('data-method', 'polkadot_signTransaction')
    await expect(modal.getByTestId('airlock-approve-polkadot-call')).toHaveText('balances.transferKeepAlive')
    const args = modal.getByTestId('airlock-approve-polkadot-argument')
    await expect(args.nth(0)).toContainText(recipient)
    await expect(args.nth(1)).toHaveText('3 DOT')
    await expect(modal.getByTestId('airlock-approve-polkadot-account')).toHaveText(address)
    await expect(modal.getByTestId('airlock-approve-polkadot-nonce')).toHaveText(String(before.nonce))
    await modal.getByTestId('airlock-approve-confirm').click()
    await signing
    // The verifier is the chain: the extrinsic with the wallet's signature is accepted, the DOT move and the nonce is used.
    await tx.send()
    expect((await freeBalance(api, recipient)) - before.recipient).toBe(amount)
    expect((await api.rpc.system.accountNextIndex(address)).toNumber()).toBe(before.nonce + 1)

    // Attacker: the page asks for a payload of Kusama's genesis on the Polkadot chain (signed,
    // it would move KSM while the approval reads DOT): refused before any approval or wallet.
    const kusama = { ...wallet.payloads[0]!, nonce: api.createType('Compact<Index>', before.nonce + 1).toHex(), genesisHash: '0xb0a8d493285c2df73290dfb7e61f870f17b41801197a149ca93654499ea3dafe' as const }
    const refused = page.evaluate((p) => (window as unknown as Win).dappSignPayload(p).then(() => 'signed', (e: { code?: number }) => e.code), kusama)
    expect(await Promise.race([refused, modal.getByTestId('airlock-approve').waitFor().then(() => 'an approval was shown')])).toBe(-32602)
    expect(wallet.requests).toEqual(['polkadot_signMessage', 'polkadot_signTransaction'])
    expect(wallet.payloads[0]!.method).toBe(tx.method.toHex())

    // The Account view reads the balance again when it opens: the transfer and its fee are gone.
    await page.evaluate(() => (window as unknown as Win).modal.open('Account'))
    await expect(modal.getByTestId('airlock-account-balance')).toHaveText(balanceLine(await freeBalance(api, address)), { timeout: 15_000 })
    expect(await freeBalance(api, address)).toBeLessThan(10_000n * DOT - amount)
    // Activity, as the local chain keeps it: the transfer the wallet signed, with its fee, newest first.
    await clickAccountTab(modal, 'activity')
    const latest = modal.getByTestId('airlock-activity-item').first()
    await expect(latest.getByTestId('airlock-activity-title')).toHaveText('Sent', { timeout: 15_000 })
    await expect(latest.getByTestId('airlock-activity-amount')).toHaveText('-3.015 DOT')
    await expect(latest.getByTestId('airlock-activity-counterparty')).toHaveAttribute('title', recipient)
  } finally {
    await wallet.close()
    await api.disconnect()
  }
})
