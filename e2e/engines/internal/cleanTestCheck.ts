import { expect } from 'vitest'
import type { EngineDriver } from '../EngineDriver'

/**
 * The check every cross-engine test ends with (its `afterEach`): no page error or console error
 * the engine reported since the last check, no request that left loopback through the suite's
 * proxy, and no Node-side connection that left it. Each suite makes its own (it remembers how
 * many errors it has already judged).
 *
 * @example
 * const check = cleanTestCheck()
 * afterEach(() => check(driver, proxy.offsite, nodeOffsite))
 */
export function cleanTestCheck(): (driver: EngineDriver, offsite: string[], nodeOffsite: string[]) => Promise<void> {
  let judged = 0
  return async (driver, offsite, nodeOffsite) => {
    const errors = await driver.errors()
    const fresh = errors.slice(judged)
    judged = errors.length
    expect(fresh, 'page errors and console errors of the host page and the modal').toEqual([])
    expect(offsite, 'requests that left loopback').toEqual([])
    expect(nodeOffsite, 'Node-side connections that left loopback').toEqual([])
  }
}
