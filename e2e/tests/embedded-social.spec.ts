import type { BrowserContext, FrameLocator, Page } from '@playwright/test'
import { approveFarcasterChannel } from '../../services/auth/farcasterTestClient'
import { expectNoA11yViolations } from '../fixtures/axe'
import { expect, openDemo, test, urls } from '../fixtures/test'
import { hostPage, serveTestPage } from '../fixtures/testPages'
import { passRecoveryStep } from '../fixtures/embeddedFlows'

// Social and Farcaster sign-in through the embedded connector, from the demo's Connect view, in
// the modal's real cross-site sandboxed iframe, against the real local auth service, OpenID
// Connect provider and Farcaster relay. Needs the embedded connector (wallets/embedded).

/** Connect → the provider's button; the modal opens the sign-in popup on that click. */
async function pickSocial(page: Page, context: BrowserContext, modal: FrameLocator, provider: string) {
  await page.getByTestId('demo-connect').click()
  const opened = context.waitForEvent('page')
  await modal.getByTestId(`airlock-social-${provider}`).click()
  await expect(modal.getByTestId('airlock-connecting-social')).toHaveAttribute('data-provider', provider)
  return opened
}

/**
 * Account shows, after the recovery step where there is one: `who`'s first sign-in of the run shows
 * a code (kept), a later one in a new browser context types it back.
 */
async function expectSignedIn(page: Page, modal: FrameLocator, who: string, { demo = true } = {}) {
  await passRecoveryStep(modal, who)
  await expect(modal.getByTestId('airlock-view-Account')).toBeVisible({ timeout: 20_000 })
  await expect(modal.getByTestId('airlock-account-signed-in')).toBeVisible()
  if (demo) await expect(page.getByTestId('demo-status')).toHaveAttribute('data-status', 'connected')
}

/** A bare host page (as views-a11y.spec.ts uses) for the axe checks, in the given theme. */
async function openHostPage(page: Page, theme: 'dark' | 'light') {
  await page.goto(await serveTestPage(page, urls.demo, `/__t/social-${theme}.html`, hostPage(`{ themeMode: '${theme}' }`)))
  await page.locator('#opener').click()
}

test('social sign-in: the popup signs in as alice on the local provider and Account shows', async ({ page, context, modal }) => {
  await openDemo(page)
  const popup = await pickSocial(page, context, modal, 'github')
  await expect(modal.getByTestId('airlock-connecting-social')).toHaveAttribute('data-state', 'waiting')
  await expect(modal.getByTestId('airlock-connecting-title')).toHaveText('Continue in the popup')
  // The popup is the modal's: it starts on the auth service, never on the host page's origin.
  expect(new URL(popup.url()).origin).not.toBe(new URL(urls.demo).origin)
  await popup.getByTestId('airlock-oidc-user-alice').click()
  await expectSignedIn(page, modal, 'github:alice')
  await expect.poll(() => popup.isClosed()).toBe(true)
})

for (const theme of ['dark', 'light'] as const) {
  test(`a blocked popup shows Try again, which opens it from its own click (${theme})`, async ({ page, context, modal }) => {
    // Only in the modal's document, and only the first popup: the browser "blocks" it.
    await context.addInitScript((modalOrigin) => {
      if (location.origin !== modalOrigin || location.pathname !== '/') return
      const real = window.open.bind(window)
      let refuse = true
      window.open = (...args: Parameters<typeof window.open>) => {
        if (!refuse) return real(...args)
        refuse = false
        return null
      }
    }, new URL(urls.modal).origin)
    await openHostPage(page, theme)
    await modal.getByTestId('airlock-social-google').click()
    const view = modal.getByTestId('airlock-connecting-social')
    await expect(view).toHaveAttribute('data-state', 'blocked')
    await expect(modal.getByTestId('airlock-social-try-again')).toBeFocused()
    await page.waitForTimeout(250)
    await expectNoA11yViolations(page, `ConnectingSocial-blocked-${theme}`)
    const opened = context.waitForEvent('page')
    // Keyboard: Enter on the focused Try again is the visitor's activation.
    await page.keyboard.press('Enter')
    const popup = await opened
    await expect(view).toHaveAttribute('data-state', 'waiting')
    await popup.getByTestId('airlock-oidc-user-alice').click()
    await expectSignedIn(page, modal, 'google:alice', { demo: false })
  })
}

test('closing the popup without finishing says so on the view, and Try again works', async ({ page, context, modal }) => {
  await openDemo(page)
  const popup = await pickSocial(page, context, modal, 'discord')
  await expect(popup.getByTestId('airlock-oidc-user-bob')).toBeVisible()
  await popup.close()
  await expect(modal.getByTestId('airlock-connecting-social')).toHaveAttribute('data-state', 'rejected')
  const reopened = context.waitForEvent('page')
  await modal.getByTestId('airlock-social-try-again').click()
  await (await reopened).getByTestId('airlock-oidc-user-bob').click()
  await expectSignedIn(page, modal, 'discord:bob')
})

for (const theme of ['dark', 'light'] as const) {
  test(`Farcaster: the QR code and link of the channel show; the test client approves it and Account shows (${theme})`, async ({ page, modal }) => {
    await openHostPage(page, theme)
    await modal.getByTestId('airlock-social-farcaster').click()
    const qr = modal.getByTestId('airlock-farcaster-qr')
    await expect(qr).toHaveAttribute('data-uri', /channelToken=/)
    const url = (await qr.getAttribute('data-uri'))!
    await expect(modal.getByTestId('airlock-farcaster-url')).toHaveAttribute('data-url', url)
    await page.waitForTimeout(250)
    await expectNoA11yViolations(page, `ConnectingFarcaster-${theme}`)
    expect((await approveFarcasterChannel(url)).status).toBe(204)
    await expectSignedIn(page, modal, 'farcaster:1001', { demo: false })
  })
}

test('Farcaster: an onlooker holding the QR code (channel token and project id) gets no session, before or after the visitor approves', async ({ page, modal }) => {
  await openDemo(page)
  await page.getByTestId('demo-connect').click()
  await modal.getByTestId('airlock-social-farcaster').click()
  const qr = modal.getByTestId('airlock-farcaster-qr')
  await expect(qr).toHaveAttribute('data-uri', /channelToken=/)
  const url = new URL((await qr.getAttribute('data-uri'))!)
  // What the QR shows is all the onlooker has; it polls the relay the way the modal used to.
  const status = `${url.origin}/v1/auth/farcaster/channel/${encodeURIComponent(url.searchParams.get('channelToken')!)}?projectId=airlock-demo`
  const onlookerPoll = async () => {
    const res = await fetch(status)
    return { status: res.status, body: await res.text() }
  }
  const before = await onlookerPoll()
  expect(before.status).toBe(404)
  expect((await approveFarcasterChannel(url.toString())).status).toBe(204)
  // The modal (which holds the channel's secret) signs in; the onlooker, polling alongside, never gets a token.
  const during = await onlookerPoll()
  await expectSignedIn(page, modal, 'farcaster:1001')
  const after = await onlookerPoll()
  for (const answer of [before, during, after]) {
    expect(answer.status).toBe(404)
    expect(answer.body).not.toContain('session')
  }
})

test('Farcaster: going back steps back after the 100 ms delay and stops the sign-in', async ({ page, modal }) => {
  await openDemo(page)
  await page.getByTestId('demo-connect').click()
  await modal.getByTestId('airlock-social-farcaster').click()
  const qr = modal.getByTestId('airlock-farcaster-qr')
  await expect(qr).toHaveAttribute('data-uri', /channelToken=/)
  const url = (await qr.getAttribute('data-uri'))!
  await modal.getByTestId('airlock-back').click()
  await expect(modal.getByTestId('airlock-view-Connect')).toBeVisible()
  // The abandoned channel signs nobody in, even when approved afterwards.
  await approveFarcasterChannel(url)
  await page.waitForTimeout(1_500)
  await expect(modal.getByTestId('airlock-view-Connect')).toBeVisible()
  await expect(page.getByTestId('demo-status')).not.toHaveAttribute('data-status', 'connected')
})
