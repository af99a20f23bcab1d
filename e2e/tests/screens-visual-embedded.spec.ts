import type { Page } from '@playwright/test'
import { encodeFunctionData, erc20Abi, parseEther, type Address, type Hex } from 'viem'
import { tokenAddress } from '../../services/fixtures/contracts/tokenAddress'
import { freshEmail, signInWithEmail } from '../fixtures/embeddedFlows'
import { checkScreen } from '../fixtures/screenCheck'
import { chainClient, fundToken, openSmartAccountPage, settledCallsStatus, signInOnTestPage, startRequest } from '../fixtures/smartAccountFlows'
import { expect, expectModalShown, openDemo, test } from '../fixtures/test'

// The embedded wallet's views the first screens spec predates: choosing a name
// (RegisterAccountName), a batch of calls to approve and its status (CallsStatus), and a smart
// session grant, at a desktop and a phone width in both themes, each with the layout and axe
// checks of checkScreen. The context carries the size (see modal-bottom-clicks.spec.ts).

const chain1 = chainClient(1)
const freshAddress = (): Address => `0x${Array.from(crypto.getRandomValues(new Uint8Array(20)), (b) => b.toString(16).padStart(2, '0')).join('')}`
const transfer = (to: Address, amount: bigint) => ({ to: tokenAddress(), data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] }) })
const call = (page: Page, args: object) => page.evaluate((a) => (window as unknown as { call(a: unknown): Promise<{ result?: unknown }> }).call(a), args)

for (const theme of ['dark', 'light'] as const) {
  for (const width of [1280, 390] as const) {
    test.describe(`${width} px ${theme}`, () => {
      test.use({ viewport: { width, height: width > 500 ? 800 : 844 } })
      const shot = (name: string) => `screen-${name}-${theme}-${width}`

      test(`choosing a name looks finished at ${width} px (${theme})`, async ({ page, modal }) => {
        await page.addInitScript((mode) => localStorage.setItem('airlock-demo-theme', mode), theme)
        await openDemo(page)
        await signInWithEmail(page, modal, freshEmail(`screens-name-${theme}-${width}`))
        await modal.getByTestId('airlock-account-choose-name').click()
        const name = `me-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`
        await modal.getByTestId('airlock-register-name-input').fill(name)
        await expect(modal.getByTestId('airlock-register-name-status')).toHaveText(`${name}.airlock is available`)
        await checkScreen(page, modal, 'airlock-view-RegisterAccountName', shot('RegisterAccountName'))
        await modal.getByTestId('airlock-register-name-submit').click()
        // Register for the typed name was the review: no second approval in the modal (issue 35 #2).
        await expect(modal.getByTestId('airlock-register-name-registered')).toHaveText(`${name}.airlock`)
        await checkScreen(page, modal, 'airlock-view-RegisterAccountNameSuccess', shot('RegisterAccountNameSuccess'))
      })

      test(`a batch of calls, its status and a session grant look finished at ${width} px (${theme})`, async ({ page, modal }) => {
        await openSmartAccountPage(page, `screens-${theme}-${width}.html`, { themeMode: theme, features: { smartSessions: true } })
        const address = await signInOnTestPage(page, modal, freshEmail(`screens-aa-${theme}-${width}`))
        await modal.getByTestId('airlock-close').click()
        await expectModalShown(page, false)

        await chain1.request({ method: 'anvil_setBalance' as never, params: [address, `0x${parseEther('1').toString(16)}`] as never })
        await fundToken(1, address, 10n)
        const send = await startRequest(page, { method: 'wallet_sendCalls', params: [{ version: '2.0.0', chainId: '0x1', from: address, atomicRequired: true, calls: [transfer(freshAddress(), 1n), transfer(freshAddress(), 2n)] }] })
        await expect(modal.getByTestId('airlock-approve')).toHaveAttribute('data-method', 'wallet_sendCalls')
        await checkScreen(page, modal, 'airlock-approve', shot('Approve-wallet_sendCalls'))
        await modal.getByTestId('airlock-approve-confirm').click()
        const { result } = (await send.settle()) as { result: { id: Hex } }
        expect((await settledCallsStatus(page, result.id)).status).toBe(200)
        await call(page, { method: 'wallet_showCallsStatus', params: [result.id] })
        await expect(modal.getByTestId('airlock-calls-status')).toHaveAttribute('data-status', '200')
        await checkScreen(page, modal, 'airlock-calls-status', shot('CallsStatus'))
        await modal.getByTestId('airlock-close').click()
        await expectModalShown(page, false)

        const grant = await startRequest(page, { method: 'wallet_grantPermissions', params: [{ chainId: '0x1', expiry: Math.floor(Date.now() / 1000) + 3600, permissions: [{ type: 'native-token-transfer', data: { allowance: `0x${parseEther('0.01').toString(16)}` } }] }] })
        await expect(modal.getByTestId('airlock-approve')).toHaveAttribute('data-method', 'wallet_grantPermissions')
        await checkScreen(page, modal, 'airlock-approve', shot('Approve-wallet_grantPermissions'))
        await modal.getByTestId('airlock-approve-confirm').click()
        expect((await grant.settle()).result).toMatchObject({ address })
      })
    })
  }
}
