import type { Page } from '@playwright/test'
import { recoverMessageAddress, type Hex } from 'viem'
import { SIGN_MESSAGE } from '../../demo/ui/bindActions'
import { expireMailedCode, freshEmail, lastRecoveryStep, signInWithEmail } from '../fixtures/embeddedFlows'
import { expect, openDemo, test, urls } from '../fixtures/test'

// Runs in the storage-denied project only (e2e/playwright.config.ts): the modal iframe gets no storage.
const modalFrame = (page: Page) => page.frames().find((f) => f.url().startsWith(new URL(urls.modal).origin))!

test('without storage the embedded wallet works for the page\'s lifetime; after a reload, signing in again gives the same address', async ({ page, modal }) => {
  await openDemo(page)
  // The browser denies the modal's iframe IndexedDB here.
  const idb = await modalFrame(page).evaluate(
    () =>
      new Promise<string>((resolve) => {
        const open = indexedDB.open('airlock-probe')
        open.onsuccess = () => resolve('opened')
        open.onerror = (event) => {
          event.preventDefault()
          resolve('denied')
        }
      }),
  )
  expect(idb).toBe('denied')

  const email = freshEmail('nostorage')
  const address = await signInWithEmail(page, modal, email)
  // The recovery step said so: this browser keeps nothing, the code is needed next visit.
  expect(lastRecoveryStep()).toEqual({ mode: 'shown', notPersistent: true })
  await modal.getByTestId('airlock-close').click()
  await page.getByTestId('demo-sign').click()
  await modal.getByTestId('airlock-approve-confirm').click()
  const result = page.getByTestId('demo-sign-result')
  await expect(result).toHaveAttribute('data-state', 'ok')
  expect(await recoverMessageAddress({ message: SIGN_MESSAGE, signature: (await result.textContent())!.trim() as Hex })).toBe(address)

  // Nothing survives a reload here; signing in again needs the recovery code (the step says why) and
  // rebuilds the same key from the auth share and the recovery share it opens.
  await page.reload()
  await openDemo(page)
  await expect(page.getByTestId('demo-status')).toHaveAttribute('data-status', 'disconnected')
  expireMailedCode(email, { sentSecondsAgo: 31 })
  expect(await signInWithEmail(page, modal, email)).toBe(address)
  expect(lastRecoveryStep()).toEqual({ mode: 'entered', notPersistent: true })
})
