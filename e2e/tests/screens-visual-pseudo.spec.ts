import { callFromPage, connectedDapp, headlineApprovals } from '../fixtures/approvalRequests'
import { checkScreen } from '../fixtures/screenCheck'
import { connectedTour, disconnectedTour } from '../fixtures/screenTours'
import { expect, test } from '../fixtures/test'

// Issue 39 #5: the visual suite's tours and its approvals at a small phone's 360 px in both
// themes, in the pseudo-locale `en-XA` (every English text accented, bracketed and 40% longer,
// generated at build time in the test profile only: modal-app/server/pseudoLocalize.ts). Each
// screen is held to the suite's own layout assertions (checkScreen): nothing sticks out of the
// card or runs past a button's edges, no toast lies over a control, axe finds nothing. A text
// that only fits in English fails here before a German or Russian visitor meets it.

const PSEUDO = 'en-XA'

for (const theme of ['dark', 'light'] as const) {
  test.describe(`360 px ${theme}, pseudo-locale`, () => {
    test.use({ viewport: { width: 360, height: 780 } })
    const shot = (name: string) => `pseudo-${name}-${theme}-360`
    const setup = { theme, shot, demoQuery: `?language=${PSEUDO}`, emailTag: `pseudo-${theme}-360` }

    test(`disconnected views fit in the pseudo-locale at 360 px (${theme})`, async ({ page, modal }) => {
      await disconnectedTour(page, modal, setup)
      await expect(modal.locator('html')).toHaveAttribute('lang', PSEUDO)
    })

    test(`connected views fit in the pseudo-locale at 360 px (${theme})`, async ({ page, modal }) => {
      await connectedTour(page, modal, setup)
      await expect(modal.locator('html')).toHaveAttribute('lang', PSEUDO)
    })

    test(`approvals that name what happens fit in the pseudo-locale at 360 px (${theme})`, async ({ page, modal }) => {
      await connectedDapp(page, modal, `pseudo-approvals-${theme}`, `{ themeMode: '${theme}', language: '${PSEUDO}' }`)
      await expect(modal.locator('html')).toHaveAttribute('lang', PSEUDO)
      for (const [name, request] of headlineApprovals()) {
        const answer = callFromPage(page, request)
        // The headline is pseudo-localized (accented, bracketed), its facts are not.
        await expect(modal.getByTestId('airlock-approve-action')).toHaveText(/^⟦.*⟧$/)
        await expect(modal.getByTestId('airlock-approve-confirm')).toBeEnabled()
        await checkScreen(page, modal, 'airlock-approve', shot(name))
        await modal.getByTestId('airlock-approve-reject').click()
        expect(await answer).toMatchObject({ code: 4001 })
      }
    })
  })
}
