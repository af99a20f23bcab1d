import { expect, test } from '../fixtures/test'
import { packAndBuildExamples, serveExample, startExampleServer, type ExampleName } from '../fixtures/examples'
import type { NextServer } from '../fixtures/nextExample'
import { installTestWallet, TEST_WALLET } from '../fixtures/testWallet'

const NAMES: ExampleName[] = ['plain-html', 'vite-react-wagmi', 'nextjs-app-router']
let next: NextServer | undefined

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  // Packing the SDK and building the examples: production builds of React, wagmi and Next.js take minutes on a busy machine.
  test.setTimeout(8 * 60_000)
  const took = await packAndBuildExamples(NAMES)
  next = await startExampleServer()
  console.log(`examples: ${Object.entries(took).map(([step, s]) => `${step} ${s} s`).join(', ')}`)
})

test.afterAll(async () => {
  await next?.stop()
})

test.beforeEach(async ({ page }) => {
  await installTestWallet(page)
})

for (const name of NAMES) {
  test(`examples/${name}, built from the packed tarball, connects the test wallet through the modal`, async ({ page, modal }) => {
    await page.goto(await serveExample(page, name, next))
    await expect(page.locator('#status')).toHaveText('Not connected')
    await page.locator('#connect').click()
    await modal.getByTestId(`airlock-connector-${TEST_WALLET.rdns}`).click()
    await expect(page.locator('#status')).toHaveAttribute('data-status', 'connected')
    await expect(page.locator('#status')).toHaveText(`Connected: ${TEST_WALLET.address}`)
  })
}

test('examples/nextjs-app-router: the page is rendered on the server, hydrates without a warning, and its client component opens the modal', async ({ page, modal }) => {
  const response = await page.goto(await serveExample(page, 'nextjs-app-router', next))
  // The server's HTML already holds the page and the button's text (a server component with one client component in it).
  const html = await response!.text()
  // React marks the seam between the text and the time with an empty comment.
  expect(html).toMatch(/<p id="rendered">Rendered on the server at (?:<!-- -->)?\d{4}-\d\d-\d\dT/)
  expect(html).toMatch(/<button id="connect" type="button" disabled="">Connect wallet<\/button>/)
  // Hydrated: the button is enabled once the effect made the modal (disabled in the server's HTML).
  await expect(page.locator('#connect')).toBeEnabled()
  // A hydration mismatch is a console error, which fails any test here (fixtures/test.ts); none came.
  await page.locator('#connect').click()
  await expect(modal.getByTestId('airlock-view-Connect')).toBeVisible()
  await modal.getByTestId(`airlock-connector-${TEST_WALLET.rdns}`).click()
  await expect(page.locator('#status')).toHaveText(`Connected: ${TEST_WALLET.address}`)
  await expect(page.locator('#connect')).toHaveText('Account')
})
