import type { FrameLocator, Page } from '@playwright/test'
import { ed25519 } from '@noble/curves/ed25519.js'
import type { Hex } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { base58 } from '../../shared/solana/base58'
import { checkScreen, layoutProblems, SOUND_LAYOUT } from '../fixtures/screenCheck'
import { enterEmailCode, expireMailedCode, freshEmail, mailedCode, signInWithEmail } from '../fixtures/embeddedFlows'
import { hostHeap, hostStorage, hostWindow } from '../fixtures/hostPageHolds'
import { hostPageSaw, recordHostPage } from '../fixtures/recordHostPage'
import { connectSolanaDappWithEmail } from '../fixtures/solanaEmail'
import { openSolanaDapp } from '../fixtures/solanaPages'
import { expect, openDemo, test, urls } from '../fixtures/test'
import { hostPage, serveTestPage } from '../fixtures/testPages'

// The second code within 30 s is throttled (429) unless lifted.
test.use({ allowedConsoleErrors: [/^console\.error: Failed to load resource: the server responded with a status of 429 .*\/v1\/auth\/email\/start\?/] })

/** Everything that left the page or was logged, from every frame (the modal's too): console lines, request URLs and bodies. */
function recordOutgoing(page: Page): string[] {
  const out: string[] = []
  page.on('console', (message) => void out.push(`console ${message.text()}`))
  page.on('request', (request) => void out.push(`request ${request.method()} ${request.url()} ${request.postData() ?? ''}`))
  return out
}

/** Account → Export key, then Show key pressed with the keyboard once the guard has armed. */
async function exportWithKeyboard(page: Page, modal: FrameLocator) {
  await expect(modal.getByTestId('airlock-view-Account')).toBeVisible()
  await modal.getByTestId('airlock-account-export').focus()
  await page.keyboard.press('Enter')
  const view = modal.getByTestId('airlock-export')
  await expect(view).toHaveAttribute('data-step', 'guarded')
  await expect(modal.getByTestId('airlock-export-warning')).toContainText('Anyone with this key controls your wallet')
  // Hidden until revealed: not in the frame's document at all.
  await expect(modal.getByTestId('airlock-export-evm-key')).toHaveCount(0)
  await expect(view).toHaveAttribute('data-armed', 'true')
  await modal.getByTestId('airlock-approve-confirm').focus()
  await page.keyboard.press('Enter')
}

/** Each needle (lower-cased) must be absent from each haystack; names say where it was found. */
function expectNowhere(places: Record<string, string>, needles: Record<string, string>) {
  for (const [where, haystack] of Object.entries(places)) {
    const text = haystack.toLowerCase()
    for (const [what, needle] of Object.entries(needles)) expect(text.includes(needle.toLowerCase()), `${what} in ${where}`).toBe(false)
  }
}

for (const theme of ['dark', 'light'] as const) {
  test(`the visitor exports the key inside the modal (${theme}): it controls the connected address, and the host page's realm, storage, bridge messages, logs and requests never hold it`, async ({ page, modal, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.addInitScript((mode) => localStorage.setItem('airlock-demo-theme', mode), theme)
    await recordHostPage(page)
    const outgoing = recordOutgoing(page)
    await openDemo(page)
    const address = await signInWithEmail(page, modal, freshEmail(`export-${theme}`))
    await exportWithKeyboard(page, modal)

    const shown = modal.getByTestId('airlock-export-evm-key')
    await expect(shown).toHaveText(/^0x[0-9a-f]{64}$/)
    const privateKey = (await shown.textContent())!.trim() as Hex
    expect(privateKeyToAddress(privateKey)).toBe(address)
    await expect(modal.getByTestId('airlock-export')).toContainText(`Controls ${address}`)
    // The demo has no Solana network: no Solana key was made, none is shown.
    await expect(modal.getByTestId('airlock-export-solana-key')).toHaveCount(0)
    await checkScreen(page, modal, 'airlock-view-ExportKey', `ExportKey-shown-${theme}`)

    await modal.getByTestId('airlock-export-evm-copy').click()
    await expect(modal.getByTestId('airlock-toast')).toContainText('Key copied')

    // Closing the modal drops the key from the view; opening Export again starts hidden.
    await modal.getByTestId('airlock-close').click()
    await expect(modal.getByTestId('airlock-export-evm-key')).toHaveCount(0)

    const bridge = (await hostPageSaw(page)).join('\n')
    expect(bridge, 'the recorder saw the bridge traffic').toContain(address)
    const places = { bridge, storage: await hostStorage(page), window: await hostWindow(page), heap: await hostHeap(page), 'logs and requests': outgoing.join('\n') }
    expectNowhere(places, { 'the key (hex)': privateKey.slice(2), 'the key (0x hex)': privateKey })
    // The search can find things: the public address is in the host's heap and on the bridge.
    expect(places.heap.toLowerCase()).toContain(address.slice(2).toLowerCase())
    // Last, as this puts it in the host's heap: Copy put the key on the system clipboard (the frame
    // may only write it, so the test reads it from the top document).
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(privateKey)
  })
}

test('a restored session is not a fresh sign-in: Export asks for a new email code first, then shows the key', async ({ page, modal }) => {
  await recordHostPage(page)
  await openDemo(page)
  const email = freshEmail('export-stale')
  const address = await signInWithEmail(page, modal, email)
  await page.reload()
  await expect(page.getByTestId('demo-status')).toHaveAttribute('data-status', 'connected', { timeout: 20_000 })
  await page.getByTestId('demo-connect').click()
  await exportWithKeyboard(page, modal)

  const view = modal.getByTestId('airlock-export')
  await expect(view).toHaveAttribute('data-step', 'signIn')
  await expect(modal.getByTestId('airlock-export-signin')).toContainText('For your safety, sign in again to see your key.')
  await expect(modal.getByTestId('airlock-export-evm-key')).toHaveCount(0)
  await checkScreen(page, modal, 'airlock-view-ExportKey', 'ExportKey-sign-in-again')
  // The sign-in code of a moment ago still holds the 30 s throttle of the address: lift it.
  expireMailedCode(email, { sentSecondsAgo: 60 })
  const sentAfter = Date.now() - 1
  await expect(modal.getByTestId('airlock-export-signin-start')).toHaveText(`Email a code to ${email}`)
  await modal.getByTestId('airlock-export-signin-start').click()
  await modal.getByTestId('airlock-export-otp-input').fill(await mailedCode(email, sentAfter))

  // Signed in again: the guarded step again, and the key once Show key passes it.
  await expect(view).toHaveAttribute('data-step', 'guarded', { timeout: 20_000 })
  await expect(view).toHaveAttribute('data-armed', 'true')
  await checkScreen(page, modal, 'airlock-view-ExportKey', 'ExportKey-warning')
  await modal.getByTestId('airlock-approve-confirm').click()
  const privateKey = (await modal.getByTestId('airlock-export-evm-key').textContent())!.trim() as Hex
  expect(privateKeyToAddress(privateKey)).toBe(address)
  // The wallet kept its own session: still connected, same address.
  await expect(page.getByTestId('demo-status')).toHaveAttribute('data-status', 'connected')
  expectNowhere({ bridge: (await hostPageSaw(page)).join('\n'), storage: await hostStorage(page) }, { 'the key (hex)': privateKey.slice(2) })
})

test('a Solana dapp: the Solana secret key (base58) is shown beside the EVM key, controls the Solana address, and reaches no message of the bridge', async ({ page, modal }) => {
  test.setTimeout(90_000)
  await recordHostPage(page)
  const outgoing = recordOutgoing(page)
  await openSolanaDapp(page)
  const solanaAddress = await connectSolanaDappWithEmail(page, modal)
  await page.evaluate(() => (window as unknown as { modal: { open(): Promise<void> } }).modal.open())
  await exportWithKeyboard(page, modal)

  const solanaText = (await modal.getByTestId('airlock-export-solana-key').textContent())!.trim()
  const pair = base58.decode(solanaText)
  expect(pair).toHaveLength(64)
  const seed = pair.slice(0, 32)
  expect(base58.encode(ed25519.getPublicKey(seed))).toBe(solanaAddress)
  expect(base58.encode(pair.slice(32))).toBe(solanaAddress)
  const evmKey = (await modal.getByTestId('airlock-export-evm-key').textContent())!.trim() as Hex
  expect(privateKeyToAddress(evmKey)).toMatch(/^0x[0-9a-fA-F]{40}$/)
  // The Solana test dapp's own fields have no labels: the layout is checked here, axe on the demo above.
  await page.screenshot({ path: 'e2e/screenshots/ExportKey-solana.png' })
  expect(await layoutProblems(modal)).toEqual(SOUND_LAYOUT)

  const bridge = (await hostPageSaw(page)).join('\n')
  expect(bridge).toContain(solanaAddress)
  expectNowhere(
    { bridge, storage: await hostStorage(page), window: await hostWindow(page), heap: await hostHeap(page), 'logs and requests': outgoing.join('\n') },
    { 'the Solana key (base58)': solanaText, 'the Solana seed (base58)': base58.encode(seed), 'the Solana seed (hex)': Buffer.from(seed).toString('hex'), 'the EVM key (hex)': evmKey.slice(2) },
  )
})

test('a dapp can neither open Export itself nor get Show key pressed through a modal clipped down to that button', async ({ page, modal }) => {
  type Win = { modal: { open(view?: string): Promise<void>; getState(): { address?: string } } }
  await page.goto(await serveTestPage(page, urls.demo, '/__t/export-clickjack.html', hostPage()))
  await page.locator('#opener').click()
  const email = freshEmail('export-jack')
  await enterEmailCode(modal, email)
  await expect(modal.getByTestId('airlock-account-signed-in')).toHaveText(email, { timeout: 20_000 })
  const address = (await page.evaluate(() => (window as unknown as Win).modal.getState().address))!
  await modal.getByTestId('airlock-close').click()

  // The host names the view: it is not one a host may start at.
  for (const name of ['ExportKey', 'exportkey']) {
    await page.evaluate((view) => (window as unknown as Win).modal.open(view), name)
    await expect(modal.locator('.airlock-root')).toHaveAttribute('data-open', 'true')
    await expect(modal.getByTestId('airlock-view-ExportKey')).toHaveCount(0)
    await modal.getByTestId('airlock-close').click()
  }

  // The visitor opens Export; the dapp then clips its iframe so only the Show key row shows, and
  // waits long enough for any "visible since" clock to run out before luring the click.
  await page.evaluate(() => (window as unknown as Win).modal.open())
  await modal.getByTestId('airlock-account-export').click()
  const view = modal.getByTestId('airlock-export')
  await expect(view).toHaveAttribute('data-armed', 'true')
  const show = (await modal.getByTestId('airlock-approve-confirm').boundingBox())!
  const iframe = page.locator('iframe[data-airlock="iframe"]')
  const frame = (await iframe.boundingBox())!
  const top = Math.floor(show.y - frame.y - 6)
  const bottom = Math.floor(frame.y + frame.height - (show.y + show.height) - 6)
  await iframe.evaluate((el, clip) => void ((el as HTMLElement).style.clipPath = clip), `inset(${top}px 0 ${bottom}px 0)`)
  await page.waitForTimeout(1200)
  await page.mouse.click(show.x + show.width / 2, show.y + show.height / 2)
  await page.waitForTimeout(1500)
  await expect(view).toHaveAttribute('data-step', 'guarded')
  await expect(modal.getByTestId('airlock-export-evm-key')).toHaveCount(0)

  // The same click with the whole view on screen shows it: the refusal above was the guard's.
  await iframe.evaluate((el) => void ((el as HTMLElement).style.clipPath = ''))
  await expect(view).toHaveAttribute('data-armed', 'true')
  await page.waitForTimeout(700)
  await page.mouse.click(show.x + show.width / 2, show.y + show.height / 2)
  const privateKey = (await modal.getByTestId('airlock-export-evm-key').textContent())!.trim() as Hex
  expect(privateKeyToAddress(privateKey)).toBe(address)
})
