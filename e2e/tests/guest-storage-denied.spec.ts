import { expectNoA11yViolationsInBothThemes } from '../fixtures/axe'
import { expect, expectModalOpenInside, openDemo, test } from '../fixtures/test'

// Runs in the storage-denied project only (e2e/playwright.config.ts): the modal iframe gets no
// storage, as in a browser that blocks a cross-site frame's storage. A guest wallet kept there
// would vanish with the page, so the entry says why none is offered instead of making one.

test('where the modal frame has no storage, "Continue as guest" says a guest wallet can not be kept here and makes none', async ({ page, modal }) => {
  await openDemo(page)
  await page.getByTestId('demo-connect').click()
  await expectModalOpenInside(modal)
  const entry = modal.getByTestId('airlock-guest-entry')
  await expect(entry).toHaveAttribute('data-kept', 'false')
  await expect(entry.getByTestId('airlock-guest-continue')).toBeDisabled()
  await expect(entry.getByTestId('airlock-guest-entry-hint')).toHaveText(
    'This browser keeps nothing for the wallet here, so a guest wallet would be lost when you leave. Sign in with email or a social account instead.',
  )
  // The button names the reason too (its description), for a screen reader landing on it.
  await expect(entry.getByTestId('airlock-guest-continue')).toHaveAttribute('aria-describedby', 'airlock-guest-entry-hint')
  await expectNoA11yViolationsInBothThemes(page, modal, 'Connect-guest-no-storage')
  await expect(page.getByTestId('demo-status')).toHaveAttribute('data-status', 'disconnected')
})
