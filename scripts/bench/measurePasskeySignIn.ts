import type { BrowserContext, Frame, Page } from '@playwright/test'
import type { StackUrls } from '../../config/urls'
import { modalFrameOf, modalOptionsScript, servePage } from './benchPages'
import { summarize, type TimedFigure } from './stats'

/**
 * Passkey sign-in speed on loopback with Chromium's virtual authenticator (CTAP2, user
 * verification and PRF, touches answered at once): `passkeySignInMs` from the click on Connect's
 * Passkey button to the Account view in the DOM, both stamped inside the modal frame. It covers
 * the service's challenge, the browser's assertion with its PRF evaluation, the service's
 * verification and session, and rebuilding the key from the device and auth shares (a returning
 * visitor on this browser: sign-out keeps the sealed device share). One sign-up first (passkey
 * made, recovery code confirmed by script), then the median of `runs` sign-ins after a warm-up,
 * each followed by a sign-out.
 *
 * @example
 * results.passkeySignInMs = await measurePasskeySignIn(context, urlsFor('test'), sdk) // { median, p99, spread, first, runs }
 */
export async function measurePasskeySignIn(context: BrowserContext, urls: StackUrls, sdk: string, runs = 10): Promise<TimedFigure> {
  const options = modalOptionsScript(urls).replace(/^\{/, "{ features: { socials: ['passkey'] },")
  const body = `<button id="opener">Open</button><script>${sdk.replaceAll('</script', '<\\/script')}</script><script>
    const { createModal, mainnet, base } = window.Airlock
    window.modal = createModal(${options})
    document.getElementById('opener').onclick = () => window.modal.open()
  </script>`
  const page = await context.newPage()
  try {
    const cdp = await context.newCDPSession(page)
    await cdp.send('WebAuthn.enable', { enableUI: false })
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: { protocol: 'ctap2', ctap2Version: 'ctap2_1', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, hasPrf: true, automaticPresenceSimulation: true },
    })
    await page.goto(await servePage(context, urls, '__bench/passkey.html', body))
    const frame = await openModal(page, urls)
    // The sign-up: the browser finds no passkey, "Create a new passkey" makes one, the code is confirmed.
    await frame.getByTestId('airlock-social-passkey').click()
    await frame.getByTestId('airlock-passkey-create').click()
    await frame.getByTestId('airlock-recovery-code').waitFor()
    const code = (await frame.getByTestId('airlock-recovery-code').textContent())!.trim()
    await frame.getByTestId('airlock-recovery-confirm-input').fill(code.slice(-5))
    await frame.getByTestId('airlock-recovery-confirm').click()
    await frame.getByTestId('airlock-view-Account').waitFor()
    await frame.getByTestId('airlock-account-disconnect').click()
    const samples: number[] = []
    let first = 0
    for (let i = 0; i < runs + 1; i++) {
      // Signed out, the modal may have closed: open it on Connect again.
      if ((await frame.locator('.airlock-root').getAttribute('data-open')) !== 'true') await openModal(page, urls)
      await frame.getByTestId('airlock-social-passkey').waitFor()
      const ms = await frame.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const observer = new MutationObserver(() => {
              if (!document.querySelector('[data-testid="airlock-view-Account"]')) return
              observer.disconnect()
              resolve(performance.now() - clicked)
            })
            observer.observe(document.body, { childList: true, subtree: true })
            const clicked = performance.now()
            ;(document.querySelector('[data-testid="airlock-social-passkey"]') as HTMLButtonElement).click()
          }),
      )
      if (i > 0) samples.push(ms)
      else first = Math.round(ms * 10) / 10
      // A sign-in that connects closes the modal: Account is in the DOM but inert until it opens again.
      if ((await frame.locator('.airlock-root').getAttribute('data-open')) !== 'true') await openModal(page, urls)
      await frame.getByTestId('airlock-account-disconnect').click()
    }
    return { ...summarize(samples), first, runs }
  } finally {
    await page.close()
  }
}

async function openModal(page: Page, urls: StackUrls): Promise<Frame> {
  await page.locator('#opener').click()
  const frame = await modalFrameOf(page, urls)
  await frame.locator('.airlock-root[data-open="true"]:not([inert])').waitFor()
  return frame
}
