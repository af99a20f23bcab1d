import type { BrowserContext, Page } from '@playwright/test'
import { SANDBOX } from '../../host-sdk/iframe/mountModal'
import { approveFarcasterChannel } from '../../services/auth/farcasterTestClient'
import { bundleForPage } from '../fixtures/bundleForPage'
import { expect, test, urls } from '../fixtures/test'

// The social sign-in mechanics in the real browser, in the modal's real embedding: a page on the
// demo origin frames a page of the MODAL's origin with the host SDK's exact sandbox tokens, and
// that frame runs the modal's signInWithSocial / signInWithFarcaster on its buttons. The popup
// goes to the real local auth service and OpenID Connect provider, comes back to the built
// modal's real callback page (served with the modal's headers), which hands the code to the
// frame on the modal's origin only. (The embedded connector drives the same functions from the
// Connect view; embedded-social.spec.ts checks that path.)

const FRAME_PATH = '/__social-frame.html'

async function serveSocialFrame(context: BrowserContext, page: Page) {
  const code = await bundleForPage(new URL('../fixtures/socialInPage.ts', import.meta.url))
  const config = JSON.stringify({ authUrl: urls.auth, projectId: 'airlock-demo' })
  await context.route(new URL(FRAME_PATH, urls.modal).href, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>social frame</title></head><body>
<button id="github">GitHub</button><button id="farcaster">Farcaster</button><button id="cancel">Cancel</button>
<output id="out"></output><span id="channel"></span>
<script>window.airlockSocialTest = ${config}</script><script>${code}</script></body></html>`,
    }),
  )
  const host = new URL('/__t/social-host.html', urls.demo).href
  await context.route(host, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>host</title></head><body><main>
<iframe title="modal" sandbox="${SANDBOX}" src="${new URL(FRAME_PATH, urls.modal).href}" width="400" height="200"></iframe></main></body></html>`,
    }),
  )
  await page.goto(host)
  return page.frameLocator('iframe')
}

const result = async (frame: ReturnType<Page['frameLocator']>) => JSON.parse((await frame.locator('#out').textContent()) ?? '{}') as Record<string, unknown>

test('social sign-in: the popup signs in as alice on the local provider and the frame gets the session', async ({ context, page }) => {
  const frame = await serveSocialFrame(context, page)
  const opened = context.waitForEvent('page')
  await frame.locator('#github').click()
  const popup = await opened
  await popup.getByTestId('airlock-oidc-user-alice').click()
  await expect(frame.locator('#out')).toHaveText(/github:alice/)
  expect(await result(frame)).toEqual({ user: 'github:alice', projectId: 'airlock-demo' })
  // The callback page handed the code over and closed itself.
  await expect.poll(() => popup.isClosed()).toBe(true)
})

test('social sign-in: a blocked popup rejects with PopupBlockedError, and the next click opens it', async ({ context, page }) => {
  // Only in the modal's origin, and only once: the browser refuses the first popup.
  await context.addInitScript((modalOrigin) => {
    if (location.origin !== modalOrigin || location.pathname !== '/__social-frame.html') return
    const real = window.open.bind(window)
    let refuse = true
    window.open = (...args: Parameters<typeof window.open>) => {
      if (!refuse) return real(...args)
      refuse = false
      return null
    }
  }, new URL(urls.modal).origin)
  const frame = await serveSocialFrame(context, page)
  await frame.locator('#github').click()
  await expect(frame.locator('#out')).toHaveText(/POPUP_BLOCKED/)
  expect(await result(frame)).toMatchObject({ code: 5000, name: 'PopupBlockedError', reason: 'POPUP_BLOCKED' })
  const opened = context.waitForEvent('page')
  await frame.locator('#github').click()
  const popup = await opened
  await popup.getByTestId('airlock-oidc-user-bob').click()
  await expect(frame.locator('#out')).toHaveText(/github:bob/)
})

test('social sign-in: closing the popup without finishing rejects with 4001', async ({ context, page }) => {
  const frame = await serveSocialFrame(context, page)
  const opened = context.waitForEvent('page')
  await frame.locator('#github').click()
  const popup = await opened
  await expect(popup.getByTestId('airlock-oidc-user-alice')).toBeVisible()
  await popup.close()
  await expect(frame.locator('#out')).toHaveText(/4001/)
  expect(await result(frame)).toMatchObject({ code: 4001, name: 'UserRejectedRequestError' })
})

test('social sign-in: cancelling on the provider comes back as a failed sign-in, not a session', async ({ context, page }) => {
  const frame = await serveSocialFrame(context, page)
  const opened = context.waitForEvent('page')
  await frame.locator('#github').click()
  const popup = await opened
  await popup.getByTestId('airlock-oidc-cancel').click()
  await expect(frame.locator('#out')).toHaveText(/SIGN_IN_FAILED/)
})

test('Farcaster: the channel URL is reported, the test client approves it, and the session arrives; cancel stops', async ({ context, page }) => {
  const frame = await serveSocialFrame(context, page)
  await frame.locator('#farcaster').click()
  await expect(frame.locator('#channel')).toHaveAttribute('data-url', /channelToken=/)
  const url = await frame.locator('#channel').getAttribute('data-url')
  expect((await approveFarcasterChannel(url!)).status).toBe(204)
  await expect(frame.locator('#out')).toHaveText(/farcaster:/)
  expect(await result(frame)).toMatchObject({ user: 'farcaster:1001', username: 'alice' })

  await frame.locator('#farcaster').click()
  await expect(frame.locator('#channel')).not.toHaveAttribute('data-url', url!)
  await frame.locator('#cancel').click()
  await expect(frame.locator('#out')).toHaveText(/ABORTED/)
})
