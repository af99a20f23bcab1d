import type { Middleware } from '@reduxjs/toolkit'
import { describe, expect, it } from 'vitest'
import { makeStore } from '../app/makeStore'
import { lateMiddlewareRegistered, registerLateMiddleware } from './registerLateMiddleware'

/** A middleware that records, per store it is set up for, the action types it saw. */
function recorder(name: string, log: string[]) {
  const setups: unknown[] = []
  const middleware: Middleware = (api) => {
    setups.push(api)
    return (next) => (action) => {
      log.push(`${name}:${(action as { type: string }).type}`)
      return next(action)
    }
  }
  return { middleware, setups }
}

describe('late middleware (registerLateMiddleware + createLateMiddleware)', () => {
  it('reaches a store made before it was registered, from its next action on, set up once per store', () => {
    const log: string[] = []
    const store = makeStore()
    store.dispatch({ type: 'before' })
    const a = recorder('a', log)
    registerLateMiddleware(a.middleware)
    store.dispatch({ type: 'one' })
    store.dispatch({ type: 'two' })
    // The store was told at once, so the middleware is in from the registration itself.
    expect(log).toEqual([`a:${lateMiddlewareRegistered.type}`, 'a:one', 'a:two'])
    expect(a.setups).toHaveLength(1)
    const other = makeStore()
    other.dispatch({ type: 'three' })
    expect(log).toEqual([`a:${lateMiddlewareRegistered.type}`, 'a:one', 'a:two', 'a:three'])
    expect(a.setups).toHaveLength(2)
    expect(a.setups[0]).not.toBe(a.setups[1])
  })

  it('runs later registrations after earlier ones and keeps one copy of a middleware added twice', () => {
    const log: string[] = []
    const store = makeStore()
    const b = recorder('b', log)
    const c = recorder('c', log)
    registerLateMiddleware(b.middleware)
    registerLateMiddleware(c.middleware)
    // A repeated registration announces nothing.
    const before = log.length
    registerLateMiddleware(b.middleware)
    expect(log).toHaveLength(before)
    store.dispatch({ type: 'x' })
    expect(log.filter((line) => line.endsWith(':x'))).toEqual(['b:x', 'c:x'])
    // Set up once per store (the stores of the test before got it too, when it was announced).
    expect(new Set(b.setups).size).toBe(b.setups.length)
  })

  it('passes what the middleware returns back to the dispatcher and lets it stop an action', () => {
    const store = makeStore()
    const swallow: Middleware = () => (next) => (action) => ((action as { type: string }).type === 'late/swallowed' ? 'swallowed' : next(action))
    registerLateMiddleware(swallow)
    expect(store.dispatch({ type: 'late/swallowed' }) as unknown).toBe('swallowed')
    expect(store.dispatch({ type: 'late/passed' })).toEqual({ type: 'late/passed' })
  })

  it('gives a store made before the data API loaded its RTK Query state at once, so the first query runs', async () => {
    const store = makeStore()
    store.dispatch({ type: 'before' })
    expect(store.getState().dataApi).toBeUndefined()
    const { dataApi } = await import('../state/dataService/dataApi')
    // No action of the store's own yet: RTK Query's initiate reads this state before it dispatches.
    expect(store.getState().dataApi?.config).toBeDefined()
    const probe = dataApi.injectEndpoints({ endpoints: (b) => ({ probe: b.query<number, void>({ queryFn: () => ({ data: 7 }) }) }) })
    const result = await store.dispatch(probe.endpoints.probe.initiate())
    expect(result.data).toBe(7)
  })
})
