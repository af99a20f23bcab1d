import { connectFromDemo } from '../fixtures/injectedFlows'
import { expect, openDemo, test } from '../fixtures/test'
import { installTestWallet } from '../fixtures/testWallet'

// Recognisable marks: each social provider, the active network and each wallet feature has its
// own drawn icon, never initials two of them would share ("Fa" for Facebook and Farcaster).

test.beforeEach(async ({ page }) => {
  await installTestWallet(page)
})

test('every social sign-in button shows its own drawn mark: Facebook and Farcaster differ, none is initials', async ({ page, modal }) => {
  await openDemo(page)
  await page.getByTestId('demo-connect').click()
  const drawn = new Map<string, string>()
  for (const provider of ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook']) {
    const button = modal.getByTestId(`airlock-social-${provider}`)
    await expect(button.locator('.airlock-logo-initials')).toHaveCount(0)
    const mark = button.locator(`svg[data-mark="${provider}"]`)
    await expect(mark).toBeVisible()
    drawn.set(provider, `${await mark.locator('circle').getAttribute('fill')} ${await mark.locator('path').getAttribute('d')}`)
  }
  expect(drawn.get('facebook')).not.toBe(drawn.get('farcaster'))
  expect(new Set(drawn.values()).size).toBe(drawn.size)
})

test('the network pill shows the network\'s drawn mark, and Buy, Swap, Receive and Send each their own icon', async ({ page, modal }) => {
  await openDemo(page)
  await connectFromDemo(page, modal)
  await page.getByTestId('demo-connect').click()
  const pill = modal.getByTestId('airlock-account-network')
  await expect(pill.locator('svg[data-mark="eip155:1"]')).toBeVisible()
  await expect(pill.locator('.airlock-logo-initials')).toHaveCount(0)
  const icons: string[] = []
  for (const feature of ['onramp', 'swaps', 'receive', 'send']) icons.push((await modal.getByTestId(`airlock-feature-${feature}`).locator('svg path').getAttribute('d'))!)
  expect(new Set(icons).size).toBe(4)
})
