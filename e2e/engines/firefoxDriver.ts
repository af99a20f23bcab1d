import puppeteer, { type Frame, type Page } from 'puppeteer-core'
import { urlsFor } from '../../config/urls'
import type { ElementState, EngineDriver, LaunchOptions, Where } from './EngineDriver'

const modalOrigin = new URL(urlsFor('test').modal).origin
/** Firefox for Android's user agent (the modal tells a phone by it, as it does a visitor's). */
const PHONE_USER_AGENT = 'Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0'

/**
 * Firefox ESR (Debian's `firefox-esr`) over WebDriver BiDi with puppeteer-core: no driver binary
 * and no downloaded browser. Puppeteer's profile turns Firefox's content blocking down to cookie
 * behaviour 0 (third-party cookies allowed, no Total Cookie Protection); this suite sets Firefox's
 * own default back (cookie behaviour 5: every third-party frame's storage partitioned by the top
 * site), so the modal's iframe gets what a visitor's Firefox gives it.
 *
 * With `phone`, Firefox for Android's user agent and a phone's viewport.
 *
 * @example
 * const driver = await launchFirefox({ proxyPort: proxy.port })
 * await driver.goto(urls.demo)
 */
export async function launchFirefox({ proxyPort, phone = false }: LaunchOptions): Promise<EngineDriver> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: '/usr/bin/firefox-esr',
    headless: true,
    defaultViewport: phone ? { width: 390, height: 844 } : { width: 1280, height: 800 },
    acceptInsecureCerts: phone,
    extraPrefsFirefox: {
      ...(phone ? { 'general.useragent.override': PHONE_USER_AGENT } : {}),
      'browser.contentblocking.features.standard': '-tp,tpPrivate,cookieBehavior5,cookieBehaviorPBM5,cp,fp,stp',
      'network.cookie.cookieBehavior': 5,
      'network.proxy.type': 1,
      'network.proxy.http': '127.0.0.1',
      'network.proxy.http_port': proxyPort,
      'network.proxy.ssl': '127.0.0.1',
      'network.proxy.ssl_port': proxyPort,
      'network.proxy.allow_hijacking_localhost': true,
      // Firefox's own remote-settings sync (not the page's traffic) would go offsite; Firefox
      // takes another server only with MOZ_REMOTE_SETTINGS_DEVTOOLS set: a closed loopback port.
      'services.settings.server': 'http://127.0.0.1:9/v1',
    },
    env: { ...process.env, MOZ_REMOTE_SETTINGS_DEVTOOLS: '1' },
  })
  // A tab of our own: the window's first tab (puppeteer's initial about:blank) never has focus
  // in headless Firefox (document.hasFocus() false in it and its frames), and the approval's
  // Confirm counts only in a focused document, as in a visitor's window.
  const initial = await browser.pages()
  const page = await browser.newPage()
  await Promise.all(initial.map((p) => p.close()))
  const seen: string[] = []
  const watch = (p: Page) => {
    p.on('pageerror', (error) => seen.push(`pageerror: ${error instanceof Error ? error.message : String(error)}`))
    p.on('console', (message) => {
      if (message.type() === 'error') seen.push(`console.error: ${message.text()} (${message.location().url ?? ''})`)
    })
  }
  watch(page)
  // The approval window the modal's frame opens (issue 37 #3) is a page of its own.
  let popup: Page | undefined
  browser.on('targetcreated', (target) => {
    void target.page().then((opened) => {
      if (!opened || opened === page) return
      popup = opened
      watch(opened)
    })
  })

  const frame = (where: Where): Frame | undefined =>
    where === 'page' ? page.mainFrame() : where === 'popup' ? (popup && !popup.isClosed() ? popup.mainFrame() : undefined) : page.frames().find((f) => f.url().startsWith(modalOrigin))
  const inFrame = async <T>(where: Where, run: (f: Frame) => Promise<T>): Promise<T> => {
    const f = frame(where)
    if (!f) throw new Error(`no ${where} frame`)
    return run(f)
  }
  const selector = (testId: string) => `[data-testid="${testId}"]`

  return {
    engine: 'firefox',
    async goto(url) {
      await page.goto(url, { waitUntil: 'load' })
    },
    async hasModalFrame() {
      return frame('modal') !== undefined
    },
    async click(testId, where = 'page') {
      await inFrame(where, async (f) => {
        const element = await f.waitForSelector(selector(testId), { visible: true, timeout: 10_000 })
        await element!.click()
      })
    },
    async type(testId, text, where = 'page') {
      await inFrame(where, async (f) => {
        const element = await f.waitForSelector(selector(testId), { visible: true, timeout: 10_000 })
        await element!.type(text)
      })
    },
    async read(testId, where = 'page', attribute) {
      const f = frame(where)
      if (!f) return undefined
      return f
        .$eval(
          selector(testId),
          (el, name) => ({ text: el.textContent ?? '', attribute: name ? el.getAttribute(name) : null, disabled: (el as HTMLButtonElement).disabled === true }),
          attribute ?? '',
        )
        .catch((): ElementState | undefined => undefined)
    },
    async selectOption(testId, value) {
      await page.select(selector(testId), value)
    },
    async evaluate<T>(body: string, where: Where = 'page') {
      return inFrame(where, (f) => f.evaluate(`(async () => { ${body} })()`) as Promise<T>)
    },
    async closePopup() {
      if (popup && !popup.isClosed()) await popup.close()
      popup = undefined
      await page.bringToFront()
    },
    async errors() {
      return [...seen]
    },
    async close() {
      await browser.close()
    },
  }
}
