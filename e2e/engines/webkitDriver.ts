import { spawn } from 'node:child_process'
import { createServer, type AddressInfo } from 'node:net'
import { startXvfb } from './internal/startXvfb'
import type { ElementState, EngineDriver, LaunchOptions, Where } from './EngineDriver'
import { WebDriverError, WebDriverSession, type ElementRef } from './internal/webDriverClient'

const MINI_BROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser'
/** Safari on iPhone's user agent (the modal tells a phone by it, as it does a visitor's). */
const PHONE_USER_AGENT = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'

// Page errors and console errors of one document, kept in the document (classic WebDriver has no
// log events): installed after load, so an error thrown while the document loads is not seen.
// Beside them, the document's last presses (what each pointerdown, mouseup and click reached), so
// a test that waited in vain for a click's effect can tell whether the click arrived.
const WATCH_DOCUMENT = `
  if (!window.__enginePresses) {
    const presses = (window.__enginePresses = [])
    let n = 0
    for (const type of ['pointerdown', 'mouseup', 'click']) {
      addEventListener(type, (e) => {
        const target = e.target instanceof Element ? e.target.closest('[data-testid]')?.getAttribute('data-testid') || e.target.tagName.toLowerCase() : 'window'
        presses.push({ n: ++n, type, path: e.composedPath(), text: type + ' ' + target + ' at ' + Math.round(e.clientX) + ',' + Math.round(e.clientY) })
        if (presses.length > 12) presses.shift()
      }, true)
    }
  }
  if (!window.__engineErrors) {
    const seen = (window.__engineErrors = [])
    addEventListener('error', (e) => seen.push('pageerror: ' + e.message))
    addEventListener('unhandledrejection', (e) => seen.push('pageerror: ' + String(e.reason && e.reason.message || e.reason)))
    const original = console.error
    console.error = (...args) => { seen.push('console.error: ' + args.map(String).join(' ') + ' (' + location.origin + ')'); return original.apply(console, args) }
  }
  return true`

// Why a press at the element's centre would not reach it now ('' when it would), asked right
// before WebKitWebDriver's click (which computes the centre once and presses there): the element
// in view (WebKitWebDriver does not always scroll an element inside a scrolled container of a
// frame), laid out, enabled, in the same place over two frames (a view still sliding in or growing
// moved the button between the centre and the press: Create's press landed on Try again) and
// under no other element. Where a window renders no frames (one behind another), each wait ends
// after 100 ms. With it, `seen`: the number of the document's last press so far.
const READY_TO_PRESS = `
  const el = arguments[0]
  el.scrollIntoView({ block: 'center' })
  const box = () => { const r = el.getBoundingClientRect(); return [r.x, r.y, r.width, r.height] }
  const frame = () => new Promise((done) => { requestAnimationFrame(() => done()); setTimeout(done, 100) })
  const before = box().join()
  await frame()
  await frame()
  const now = box()
  const [x, y, width, height] = now
  const hit = document.elementFromPoint(x + width / 2, y + height / 2)
  const unready = width === 0 || height === 0 ? 'not laid out'
    : el.disabled ? 'disabled'
    : now.join() !== before ? 'moving'
    : hit === null || !el.contains(hit) ? 'covered by ' + (hit ? hit.closest('[data-testid]')?.getAttribute('data-testid') || hit.tagName.toLowerCase() : 'nothing')
    : ''
  const presses = window.__enginePresses || []
  return { unready, seen: presses.length ? presses[presses.length - 1].n : 0 }`

// The presses the document saw after the `arguments[1]`th, each with whether it reached the
// element `arguments[0]` (it was on the event's path as dispatched: a click whose handler then
// replaced the button's inner node still counts); null where the document went away.
const PRESSES_SINCE = `
  const el = arguments[0]
  return window.__enginePresses ? window.__enginePresses.filter((p) => p.n > arguments[1]).map((p) => ({ type: p.type, text: p.text, reached: p.path.includes(el) })) : null`

/** One press a document saw after a click (PRESSES_SINCE). */
interface Press {
  type: 'pointerdown' | 'mouseup' | 'click'
  text: string
  reached: boolean
}

/**
 * WebKitGTK (the engine Safari uses) through Debian's `WebKitWebDriver`, classic W3C WebDriver,
 * driving `MiniBrowser` on a private Xvfb display (MiniBrowser has no headless mode). Safari's
 * storage policy: cookies of third-party frames refused (`--cookies-policy=no-third-party`) and
 * Intelligent Tracking Prevention on (`--enable-itp`).
 *
 * With `phone`, Safari on iPhone's user agent. No https page loads here: WebKitWebDriver makes
 * the `sslProxy` capability an https proxy (WebKit opens TLS to the proxy itself) and WebKit
 * refuses a self-signed certificate there whatever the TLS settings, so https traffic never
 * passes the loopback proxy (it is refused, not let out).
 *
 * @example
 * const driver = await launchWebKit({ proxyPort: proxy.port })
 * await driver.goto(urls.demo)
 */
export async function launchWebKit({ proxyPort, phone = false }: LaunchOptions): Promise<EngineDriver> {
  const display = await startXvfb()
  const port = await freePort()
  const driver = spawn('WebKitWebDriver', [`--port=${port}`], { stdio: 'ignore', env: { ...process.env, DISPLAY: display.name } })
  const server = `http://127.0.0.1:${port}`
  await waitFor(async () => (await fetch(`${server}/status`).catch(() => undefined))?.ok === true, 'WebKitWebDriver to listen')
  let session: WebDriverSession
  try {
    session = await WebDriverSession.create(server, {
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': { binary: MINI_BROWSER, args: ['--automation', '--cookies-policy=no-third-party', '--enable-itp', '--geometry=1280x800', ...(phone ? [`--user-agent=${PHONE_USER_AGENT}`] : [])] },
      proxy: { proxyType: 'manual', httpProxy: `127.0.0.1:${proxyPort}`, sslProxy: `127.0.0.1:${proxyPort}` },
    })
  } catch (error) {
    driver.kill()
    display.process.kill()
    throw error
  }
  const seen: string[] = []
  let current: Where | undefined

  const main = await session.windowHandle()
  let inWindow = main
  const enter = async (where: Where) => {
    // The approval window is a window of its own; the page and its modal frame live in the first.
    const target = where === 'popup' ? (await session.windowHandles()).find((h) => h !== main) : main
    if (!target) throw new WebDriverError('no such window', 'no approval window is open')
    if (target !== inWindow || where === 'popup') {
      await session.switchToWindow(target)
      inWindow = target
    }
    await session.switchToFrame(null)
    if (where === 'modal') await session.switchToFrame(await session.find('iframe[data-airlock="iframe"]'))
    current = where
    await session.execute(WATCH_DOCUMENT)
  }
  /** Runs `read` in each of `wheres` that exists now (no modal frame or approval window is no error). */
  const inEachDocument = async (wheres: readonly Where[], read: (where: Where) => Promise<void>) => {
    for (const where of wheres) {
      try {
        await enter(where)
        await read(where)
      } catch {
        // No modal frame or approval window (now): nothing to read there.
      }
    }
  }
  const harvest = () =>
    inEachDocument(['page', 'modal', 'popup'], async () => {
      seen.push(...(await session.execute<string[]>('const s = window.__engineErrors || []; window.__engineErrors = undefined; return s')))
      await session.execute(WATCH_DOCUMENT)
    })
  const selector = (testId: string) => `[data-testid="${testId}"]`
  /**
   * Acts on the element once a press would reach it, retrying while the document or frame still
   * loads and while `act` says its act did not land (returns a reason).
   */
  const whenReady = async (testId: string, where: Where, act: (element: ElementRef, seen: number) => Promise<string | void>) => {
    let problem = ''
    await waitFor(async () => {
      try {
        await enter(where)
        const element = await session.find(selector(testId))
        const { unready, seen } = await session.execute<{ unready: string; seen: number }>(READY_TO_PRESS, [element])
        if (unready) {
          problem = unready
          return false
        }
        const missed = await act(element, seen)
        if (missed) problem = missed
        return !missed
      } catch (error) {
        if (error instanceof WebDriverError && /no such (element|frame|window)|stale|not interactable|click intercepted/.test(error.code)) {
          problem = `${error.message} at ${await session.execute<string>('return location.href + " " + document.readyState').catch(String)}`
          return false
        }
        throw error
      }
    }, `${testId} in the ${where} to be ready`).catch(async (error: Error) => {
      const presses = await api.presses().catch(() => 'unknown')
      throw new Error(`${error.message} (${problem}); last presses: ${presses}`)
    })
  }

  const api = {
    engine: 'webkit' as const,
    async goto(url) {
      await harvest()
      await session.navigate(url)
      current = undefined
    },
    async hasModalFrame() {
      try {
        await enter('modal')
        return (await session.execute<string>('return document.readyState')) === 'complete'
      } catch {
        return false
      }
    },
    async click(testId, where = 'page') {
      // The click must reach the element: pressed as the view moved (a card that grew as its data
      // came), it reached what took its place, and it is made again where the element is now.
      await whenReady(testId, where, async (element, seen) => {
        await session.click(element)
        const presses = await session.execute<Press[] | null>(PRESSES_SINCE, [element, seen]).catch(() => null)
        // No document or element to ask (the click closed its window, left the page, or took its view away): it landed.
        if (!presses || presses.some((p) => p.type === 'click' && p.reached)) return
        return `the press reached ${presses.map((p) => p.text).join('; ') || 'nothing'}`
      })
    },
    async type(testId, text, where = 'page') {
      await whenReady(testId, where, async (element) => {
        await session.sendKeys(element, text)
      })
    },
    async read(testId, where = 'page', attribute) {
      try {
        if (current !== where || where !== 'page') await enter(where)
        // Classic WebDriver sends a script's `undefined` back as null; the driver's contract (and
        // Firefox's BiDi) says undefined for a missing element.
        const state = await session.execute<ElementState | null>(
          `const el = document.querySelector(arguments[0]); if (!el) return undefined; return { text: el.textContent || '', attribute: arguments[1] ? el.getAttribute(arguments[1]) : null, disabled: el.disabled === true }`,
          [selector(testId), attribute ?? ''],
        )
        return state ?? undefined
      } catch {
        return undefined
      }
    },
    async selectOption(testId, value) {
      await enter('page')
      await session.execute(`const el = document.querySelector(arguments[0]); el.value = arguments[1]; el.dispatchEvent(new Event('change', { bubbles: true })); return true`, [selector(testId), value])
    },
    async evaluate<T>(body: string, where: Where = 'page') {
      await enter(where)
      return session.execute<T>(body)
    },
    async closePopup() {
      await harvest()
      for (const handle of await session.windowHandles()) {
        if (handle === main) continue
        await session.switchToWindow(handle)
        await session.closeWindow()
      }
      await session.switchToWindow(main)
      inWindow = main
      current = undefined
    },
    async presses() {
      const lines: string[] = []
      await inEachDocument(['page', 'modal'], async (where) => {
        lines.push(`${where}: ${(await session.execute<string[]>('return (window.__enginePresses || []).map((p) => p.text)')).join('; ') || 'none'}`)
      })
      return lines.join(' | ')
    },
    async errors() {
      await harvest()
      return [...seen]
    },
    async close() {
      await session.close().catch(() => undefined)
      driver.kill()
      display.process.kill()
    },
  } satisfies EngineDriver
  return api
}

/** Polls until `check` is true (every 100 ms, 15 s at most). */
async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}
