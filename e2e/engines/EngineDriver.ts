/**
 * Where an element is looked up: the dapp's page, the modal's cross-site iframe in it, or the
 * approval window the modal opens where the engine has no IntersectionObserver v2 (issue 37 #3).
 */
export type Where = 'page' | 'modal' | 'popup'

/** What a test reads of one element. */
export interface ElementState {
  text: string
  /** The value of the attribute asked for, or null. */
  attribute: string | null
  disabled: boolean
}

/**
 * One browser engine driven by its own automation protocol (Firefox ESR over WebDriver BiDi,
 * WebKitGTK over classic W3C WebDriver). Elements are named by their `data-testid`, as in the
 * Chromium suite; clicks are the engine's trusted pointer clicks, which the approval guard needs.
 *
 * @example
 * await driver.goto(urls.demo)
 * await driver.click('demo-connect')
 * const title = await driver.read('airlock-header-title', 'modal')
 */
export interface EngineDriver {
  readonly engine: 'firefox' | 'webkit'
  goto(url: string): Promise<void>
  /** True once the modal's iframe is in the page and reachable. */
  hasModalFrame(): Promise<boolean>
  click(testId: string, where?: Where): Promise<void>
  /** Types `text` into the element as the engine's own key presses (React hears each input). */
  type(testId: string, text: string, where?: Where): Promise<void>
  /** The element's state, or undefined while no element has this test id. */
  read(testId: string, where?: Where, attribute?: string): Promise<ElementState | undefined>
  /** Picks an option of a `<select>` by its value, as a change the page hears. */
  selectOption(testId: string, value: string): Promise<void>
  /** Runs a function body (`return …`) in the page or the modal and gives back its JSON result. */
  evaluate<T>(body: string, where?: Where): Promise<T>
  /** Closes the window the page or its modal opened (the approval window, a wallet's site) and brings the page's tab back to the front. */
  closePopup(): Promise<void>
  /** The last presses the page and the modal each saw (WebKit): why a click had no effect. */
  presses?(): Promise<string>
  /** Page errors and console errors seen so far, from every document the engine lets us watch. */
  errors(): Promise<string[]>
  close(): Promise<void>
}

/**
 * How an engine is launched. `phone` makes it a phone's browser as far as the page can tell: the
 * engine's own mobile user agent (Firefox for Android, Safari on iPhone), in Firefox a phone-sized
 * viewport and the suite's self-signed loopback https site (a wallet's universal link) accepted.
 *
 * @example
 * const driver = await launchFirefox({ proxyPort: proxy.port, phone: true })
 */
export interface LaunchOptions {
  /** The port of the suite's loopback proxy (`startOffsiteProxy`). */
  proxyPort: number
  phone?: boolean
}
