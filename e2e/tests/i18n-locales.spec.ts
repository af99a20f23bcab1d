import { readdirSync, statSync } from 'node:fs'
import type { FrameLocator, Page } from '@playwright/test'
import { callFromPage, connectedDapp, headlineApprovals } from '../fixtures/approvalRequests'
import { layoutProblems, SOUND_LAYOUT } from '../fixtures/screenCheck'
import { expect, expectModalShown, test } from '../fixtures/test'
import { TEST_WALLET } from '../fixtures/testWallet'

// Issue 39 #5 and #6 for every shipped language, on one page switched through the Account view's
// language setting: the main views (Connect, Account, Send, an approval) held to the visual
// suite's layout assertions (layoutProblems: nothing sticks out of the card or past a button's
// edges, no text is cut off or drawn over another) at a phone's 360 px, and each approval naming the same facts as in English (every
// left-to-right value it shows: amounts, addresses, the chain), whatever the words around them;
// only the dollar estimate beside an amount differs, written in the visitor's number format.

const DIR = 'modal-app/ui/locales'
/** English first (the reference), then every catalog folder. */
const LOCALES = ['en', ...readdirSync(DIR).filter((name) => statSync(`${DIR}/${name}`).isDirectory()).sort()]

test.use({ viewport: { width: 360, height: 780 } })

const openModal = (page: Page) => page.evaluate(() => void (window as never as { modal: { open(): Promise<void> } }).modal.open())

/** Opens the modal on Account and picks `tag` in its language setting (English is the first pick's starting point). */
async function switchTo(page: Page, modal: FrameLocator, tag: string) {
  await openModal(page)
  await expect(modal.getByTestId('airlock-view-Account')).toBeVisible()
  const picker = modal.getByTestId('airlock-language')
  if ((await picker.inputValue()) !== tag) await picker.selectOption(tag)
  await expect(modal.locator('html')).toHaveAttribute('lang', tag)
  await expect(modal.getByTestId('airlock-language')).toHaveValue(tag)
}

async function expectFits(modal: FrameLocator, what: string) {
  expect(await layoutProblems(modal), what).toEqual(SOUND_LAYOUT)
}

/**
 * The facts an approval shows, as the visitor reads them: each left-to-right value (`dir="ltr"`)
 * with the test id of the row holding it. And every address or number a row shows outside such an
 * isolate, which in Arabic or Hebrew would be reordered by the text around it.
 */
function approvalFacts(modal: FrameLocator) {
  return modal.getByTestId('airlock-approve-details').evaluate((details) => {
    const facts: string[] = []
    for (const el of details.querySelectorAll('[dir="ltr"]')) {
      const outer = el.parentElement?.closest('[dir="ltr"]')
      if (outer && details.contains(outer)) continue
      // The dollar estimate beside an amount is a price in the visitor's own number format, not a decoded fact.
      const copy = el.cloneNode(true) as Element
      for (const estimate of copy.querySelectorAll('[data-testid$="-usd"]')) estimate.remove()
      facts.push(`${el.closest('[data-testid]')?.getAttribute('data-testid')}: ${(copy.textContent ?? '').trim()}`)
    }
    const bare: string[] = []
    const walker = details.ownerDocument.createTreeWalker(details, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? ''
      if (/0x[0-9a-fA-F]{4}|\d[\d,.]*\s*[A-Z]{2,}/.test(text) && !node.parentElement?.closest('[dir="ltr"], [dir="auto"]')) bare.push(text.trim().slice(0, 60))
    }
    return { facts, bare }
  })
}

// One test on one page: the layout checks and the facts checks were two tests, each loading the
// page, connecting, switching through every language and waiting out the token send's approval
// delay (security.md #9) in each; now one switch per language serves both, and the token send's
// approval is armed once for its layout and its facts.
test('every language lays out Connect, Account, Send and an approval at 360 px without anything sticking out, and its approvals name the same amounts, addresses and chain as in English, each kept left to right', async ({ page, modal }) => {
  test.setTimeout(LOCALES.length * 30_000)
  await connectedDapp(page, modal, 'locales')
  const english = new Map<string, string[]>()
  for (const tag of LOCALES) {
    await switchTo(page, modal, tag)
    await expectFits(modal, `Account in ${tag}`)
    await modal.getByTestId('airlock-feature-send').click()
    await expect(modal.getByTestId('airlock-send')).toBeVisible()
    await expectFits(modal, `Send in ${tag}`)
    await modal.getByTestId('airlock-back').click()
    // Disconnecting closes the modal; opened again, it shows Connect.
    await modal.getByTestId('airlock-account-disconnect').click()
    await expectModalShown(page, false)
    await openModal(page)
    await expect(modal.getByTestId('airlock-view-Connect')).toBeVisible()
    await expect(modal.locator('html')).toHaveAttribute('lang', tag)
    await expectFits(modal, `Connect in ${tag}`)
    await modal.getByTestId(`airlock-connector-${TEST_WALLET.rdns}`).click()
    await expectModalShown(page, false)
    for (const [name, request] of headlineApprovals()) {
      const answer = callFromPage(page, request)
      await expect(modal.getByTestId('airlock-approve-confirm'), `${name} in ${tag} arms`).toBeEnabled()
      if (name === 'Approve-token-send') await expectFits(modal, `a token send's approval in ${tag}`)
      const { facts, bare } = await approvalFacts(modal)
      expect(bare, `${name} in ${tag}: addresses or amounts outside a left-to-right isolate`).toEqual([])
      if (tag === 'en') {
        expect(facts.length, `${name} shows facts`).toBeGreaterThan(1)
        english.set(name, facts)
      } else expect(facts, `${name} in ${tag}`).toEqual(english.get(name))
      await modal.getByTestId('airlock-approve-reject').click()
      expect(await answer).toMatchObject({ code: 4001 })
    }
  }
})
