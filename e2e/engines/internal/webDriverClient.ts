const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf'

/** A W3C WebDriver error answer (`no such element`, `stale element reference`, …). */
export class WebDriverError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(`${code}: ${message}`)
    this.name = 'WebDriverError'
  }
}

/** A reference to one element of the current browsing context. */
export interface ElementRef {
  [ELEMENT]: string
}

/**
 * The few classic W3C WebDriver commands the cross-engine suite needs, over fetch, for
 * WebKitWebDriver. Hand-written on purpose: the maintained Node clients (webdriverio, webdriver)
 * depend on packages whose install scripts download driver binaries, and ~2,000 lockfile lines
 * for ten endpoints of a stable standard was the worse trade.
 *
 * @example
 * const session = await WebDriverSession.create('http://127.0.0.1:4444', capabilities)
 * await session.navigate('http://127.0.0.1:15173/')
 * await session.click(await session.find('[data-testid="demo-connect"]'))
 */
export class WebDriverSession {
  private constructor(
    private readonly base: string,
    readonly id: string,
  ) {}

  static async create(server: string, capabilities: Record<string, unknown>): Promise<WebDriverSession> {
    const value = await command<{ sessionId: string }>('POST', `${server}/session`, { capabilities: { alwaysMatch: capabilities } })
    return new WebDriverSession(`${server}/session/${value.sessionId}`, value.sessionId)
  }

  navigate(url: string) {
    return command<null>('POST', `${this.base}/url`, { url })
  }

  /** The first element matching a CSS selector in the current frame (throws `no such element`). */
  find(css: string) {
    return command<ElementRef>('POST', `${this.base}/element`, { using: 'css selector', value: css })
  }

  click(element: ElementRef) {
    return command<null>('POST', `${this.base}/element/${element[ELEMENT]}/click`, {})
  }

  /** Types into an element as key presses (it is focused first). */
  sendKeys(element: ElementRef, text: string) {
    return command<null>('POST', `${this.base}/element/${element[ELEMENT]}/value`, { text })
  }

  /** Runs a function body in the current frame; arguments are reachable as `arguments[i]`. */
  execute<T>(script: string, args: unknown[] = []) {
    return command<T>('POST', `${this.base}/execute/async`, { script: `const done = arguments[arguments.length - 1]; (async () => { ${script} })().then(done, (e) => done({ __error: String(e) }))`, args })
  }

  /** Enters a child frame (by its element), or the top document with null. */
  switchToFrame(frame: ElementRef | null) {
    return command<null>('POST', `${this.base}/frame`, { id: frame })
  }

  /** The handle of the window commands go to now. */
  windowHandle() {
    return command<string>('GET', `${this.base}/window`)
  }

  /** Every open window's handle (the page's window and any popup it or its frames opened). */
  windowHandles() {
    return command<string[]>('GET', `${this.base}/window/handles`)
  }

  /** Sends the next commands to another window (its top document). */
  switchToWindow(handle: string) {
    return command<null>('POST', `${this.base}/window`, { handle })
  }

  /** Closes the current window (the session stays, on no window until the next switch). */
  closeWindow() {
    return command<string[]>('DELETE', `${this.base}/window`)
  }

  close() {
    return command<null>('DELETE', this.base)
  }
}

async function command<T>(method: string, url: string, body?: unknown): Promise<T> {
  const response = await fetch(url, { method, headers: { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) })
  const json = (await response.json()) as { value: T & { error?: string; message?: string } }
  if (!response.ok || (json.value && typeof json.value === 'object' && 'error' in json.value && typeof json.value.error === 'string')) {
    throw new WebDriverError(String(json.value?.error), String(json.value?.message ?? response.status))
  }
  return json.value
}
