import { describe, expect, it } from 'vitest'
import ports from './ports.json' with { type: 'json' }
import { portOffset, urlsFor } from './urls'
import { distDir } from './distDir'

describe('the second e2e shard: a whole stack on shifted ports', () => {
  it('shifts every port of the profile, chains and bundlers included, by the offset', () => {
    const base = urlsFor('test', 0)
    const shifted = urlsFor('test', 1000)
    expect(shifted.demo).toBe(`http://127.0.0.1:${ports.test.demo + 1000}/`)
    expect(shifted.modal).toBe(`http://localhost:${ports.test.modal + 1000}/`)
    expect(shifted.rpc['8453']).toBe(`http://127.0.0.1:${ports.test.chains['8453'] + 1000}`)
    expect(shifted.bundler['1']).toBe(`http://127.0.0.1:${ports.test.bundlers['1'] + 1000}`)
    expect(shifted.paymaster).toBe(`http://127.0.0.1:${ports.test.paymaster + 1000}`)
    const portsOf = (u: ReturnType<typeof urlsFor>) => JSON.stringify(u).match(/:(\d{4,5})/g)!.map((p) => Number(p.slice(1)))
    expect(portsOf(shifted)).toEqual(portsOf(base).map((p) => p + 1000))
  })

  it('reads the offset from AIRLOCK_PORT_OFFSET and refuses one that is not a port shift', () => {
    expect(portOffset({})).toBe(0)
    expect(portOffset({ AIRLOCK_PORT_OFFSET: '1000' })).toBe(1000)
    for (const bad of ['-1', '1.5', 'ten', '50000']) expect(() => portOffset({ AIRLOCK_PORT_OFFSET: bad })).toThrow(/AIRLOCK_PORT_OFFSET/)
  })

  it("the shifted stacks' demo origins (the second shard's, the cross-engine suite's) may embed the modal, like the first shard's", async () => {
    const { loadProjects } = await import('../services/fixtures/projects/loadProjects')
    const demo = loadProjects().find((p) => p.id === 'airlock-demo')!
    for (const offset of [0, 1000, 3000]) expect(demo.allowedOrigins).toContain(new URL(urlsFor('test', offset).demo).origin)
  })

  it('builds into dist unless AIRLOCK_DIST names another folder', () => {
    expect(distDir({})).toBe('dist')
    expect(distDir({ AIRLOCK_DIST: '.airlock/shard-2/dist' })).toBe('.airlock/shard-2/dist')
  })
})
