import { expect, test } from '../fixtures/test'
import { packAndBuildExamples, serveExample, type ExampleName } from '../fixtures/examples'
import { installTestWallet, TEST_WALLET } from '../fixtures/testWallet'

// The Next.js App Router example of issue 42 is not here: Next.js is not among the repository's
// dependencies, and this suite installs nothing (see examples/README.md).
const NAMES: ExampleName[] = ['plain-html', 'vite-react-wagmi']

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  // Packing the SDK and building both examples: a Vite production build of React and wagmi takes a while on a busy machine.
  test.setTimeout(5 * 60_000)
  const took = await packAndBuildExamples(NAMES)
  console.log(`examples: ${Object.entries(took).map(([step, s]) => `${step} ${s} s`).join(', ')}`)
})

test.beforeEach(async ({ page }) => {
  await installTestWallet(page)
})

for (const name of NAMES) {
  test(`examples/${name}, built from the packed tarball, connects the test wallet through the modal`, async ({ page, modal }) => {
    await page.goto(await serveExample(page, name))
    await expect(page.locator('#status')).toHaveText('Not connected')
    await page.locator('#connect').click()
    await modal.getByTestId(`airlock-connector-${TEST_WALLET.rdns}`).click()
    await expect(page.locator('#status')).toHaveAttribute('data-status', 'connected')
    await expect(page.locator('#status')).toHaveText(`Connected: ${TEST_WALLET.address}`)
  })
}
