import { connectedTour, disconnectedTour } from '../fixtures/screenTours'
import { test } from '../fixtures/test'

// Every view a visitor meets, at a desktop and a phone width in both themes: a screenshot of
// each for review (e2e/screenshots/screen-*.png), and for each a failing check when something
// sticks out sideways, a toast lies over a control, or axe finds a violation. The tours are
// e2e/fixtures/screenTours.ts, which the pseudo-locale run (screens-visual-pseudo.spec.ts) shares.

const WIDTHS = [1280, 390] as const

for (const theme of ['dark', 'light'] as const) {
  for (const width of WIDTHS) test.describe(`${width} px ${theme}`, () => {
    test.use({ viewport: { width, height: width > 500 ? 800 : 844 } })
    const shot = (name: string) => `screen-${name}-${theme}-${width}`

    test(`disconnected views look finished at ${width} px (${theme})`, async ({ page, modal }) => {
      await disconnectedTour(page, modal, { theme, shot, emailTag: `${theme}-${width}` })
    })

    test(`connected views look finished at ${width} px (${theme})`, async ({ page, modal }) => {
      await connectedTour(page, modal, { theme, shot, emailTag: `${theme}-${width}` })
    })
  })
}
