import { afterAll, afterEach, beforeAll } from 'vitest'
import { guardNodeNetwork } from '../../../scripts/lib/guardNodeNetwork'
import type { EngineDriver, LaunchOptions } from '../EngineDriver'
import { cleanTestCheck } from './cleanTestCheck'
import { startOffsiteProxy, type OffsiteProxy } from '../../fixtures/offsiteProxy'

/** One engine suite's browser and the loopback proxy it goes through, ready once its `beforeAll` ran. */
export interface EngineSession {
  readonly driver: EngineDriver
  readonly proxy: OffsiteProxy
}

/**
 * What every cross-engine suite sets up around its tests: Node's own connections guarded to
 * loopback, the recording proxy the engine goes through, the engine launched (`phone`: a phone's
 * window), and after each test the clean check (no page or console error, nothing that left
 * loopback, see cleanTestCheck); `start` runs first and `stop` after the engine closed (a suite's
 * own helpers: a wallet, a site, its findings). Call it inside the suite's `describe`.
 *
 * @example
 * const session = engineSession(launchWebKit)
 * test('…', async () => session.driver.goto(url))
 */
export function engineSession(launch: (options: LaunchOptions) => Promise<EngineDriver>, { phone, start, stop }: { phone?: boolean; start?: () => Promise<void>; stop?: (driver: EngineDriver | undefined) => Promise<void> } = {}): EngineSession {
  let proxy: OffsiteProxy | undefined
  let driver: EngineDriver | undefined
  let removeGuard: (() => void) | undefined
  const nodeOffsite: string[] = []

  beforeAll(async () => {
    removeGuard = guardNodeNetwork((where) => nodeOffsite.push(where))
    await start?.()
    proxy = await startOffsiteProxy()
    driver = await launch({ proxyPort: proxy.port, ...(phone ? { phone } : {}) })
  }, 120_000)

  // The engine first: a server `stop` closes (a wallet's site) waits for the engine's open connections.
  afterAll(async () => {
    await driver?.close()
    await proxy?.close()
    await stop?.(driver)
    removeGuard?.()
  })

  const checkClean = cleanTestCheck()
  afterEach(() => checkClean(driver!, proxy!.offsite, nodeOffsite))

  return {
    get driver() {
      return driver!
    },
    get proxy() {
      return proxy!
    },
  }
}
