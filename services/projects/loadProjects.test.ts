import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { findProject, loadProjects } from './loadProjects'
import { defaultSponsorshipPolicy } from './parseSponsorshipPolicy'

const dir = mkdtempSync(join(tmpdir(), 'airlock-projects-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
const file = (name: string, json: unknown): string => {
  const path = join(dir, name)
  writeFileSync(path, JSON.stringify(json))
  return path
}

describe('loadProjects', () => {
  it('reads config/projects.json', () => {
    const projects = loadProjects()
    expect(projects.map((p) => p.id)).toContain('airlock-demo')
    expect(findProject('airlock-demo')?.allowedOrigins).toContain('http://127.0.0.1:5173')
    expect(findProject('airlock-no-analytics')?.analytics).toBe(false)
    expect(findProject('nope')).toBeUndefined()
    expect(findProject(42)).toBeUndefined()
  })

  it("reads the operator's endpoints: the local stack's projects say 'localStack', others name URLs, a bad one fails at start", () => {
    expect(findProject('airlock-demo')?.endpoints).toBe('localStack')
    const [named, none] = loadProjects(file('ep.json', { projects: [{ id: 'x', allowedOrigins: [], endpoints: { authUrl: 'https://auth.example' } }, { id: 'y', allowedOrigins: [] }] }))
    expect(named!.endpoints).toMatchObject({ authUrl: ['https://auth.example/'], apiUrl: [] })
    expect(none!.endpoints).toMatchObject({ authUrl: [], apiUrl: [] })
    expect(() => loadProjects(file('ep2.json', { projects: [{ id: 'x', allowedOrigins: [], endpoints: { authUrl: 'ftp://a.example' } }] }))).toThrow(/projects\[0\].endpoints.authUrl must be http/)
  })

  it('refuses malformed registries instead of letting origins through', () => {
    expect(() => loadProjects(file('a.json', { projects: [{ id: 'x', allowedOrigins: ['http://a.test/path'] }] }))).toThrow(/exact origins/)
    expect(() => loadProjects(file('b.json', { projects: [{ id: 'bad id!', allowedOrigins: [] }] }))).toThrow(/id must be/)
    expect(() => loadProjects(file('c.json', { projects: [{ id: 'x', allowedOrigins: [] }, { id: 'x', allowedOrigins: [] }] }))).toThrow(/twice/)
    expect(() => loadProjects(file('d.json', {}))).toThrow(/projects/)
    expect(() => loadProjects(file('e.json', { projects: [{ id: 'x', allowedOrigins: [], features: { teleport: false } }] }))).toThrow(/not a feature/)
    expect(() => loadProjects(file('f.json', { projects: [{ id: 'x', allowedOrigins: [], features: { swaps: 'no' } }] }))).toThrow(/true or false/)
    expect(() => loadProjects(file('g.json', { projects: [{ id: 'x', allowedOrigins: [], connectSources: ["https://a.example; script-src *"] }] }))).toThrow(/sources/)
  })

  it('reads the operator\'s feature allow-map; a feature not named, or no map, allows it', () => {
    const [restricted, open] = loadProjects(file('h.json', { projects: [{ id: 'x', allowedOrigins: [], features: { swaps: false, socials: false } }, { id: 'y', allowedOrigins: [] }] }))
    expect(restricted!.features).toMatchObject({ swaps: false, socials: false, send: true, onramp: true })
    expect(Object.values(open!.features).every((allowed) => allowed)).toBe(true)
    expect(findProject('airlock-demo')?.features.send).toBe(true)
  })

  it('sponsors gas only for projects that say "sponsorGas": true', () => {
    const [on, off] = loadProjects(file('i.json', { projects: [{ id: 'x', allowedOrigins: [], sponsorGas: true }, { id: 'y', allowedOrigins: [] }] }))
    expect(on!.sponsorGas).toBe(true)
    expect(off!.sponsorGas).toBe(false)
    expect(() => loadProjects(file('j.json', { projects: [{ id: 'x', allowedOrigins: [], sponsorGas: 'yes' }] }))).toThrow(/sponsorGas must be true or false/)
    expect(findProject('airlock-demo')?.sponsorGas).toBe(true)
    expect(findProject('airlock-no-analytics')?.sponsorGas).toBe(false)
  })

  it("reads a project's sponsorship caps over the local defaults and refuses a malformed one", () => {
    const [custom, plain] = loadProjects(
      file('k.json', { projects: [{ id: 'x', allowedOrigins: [], sponsorGas: true, sponsorship: { maxPerSender: '0.01', maxFeePerGasGwei: 50, maxGas: { preVerificationGas: 100000 }, allowedTargets: ['0x1111111111111111111111111111111111111111'] } }, { id: 'y', allowedOrigins: [] }] }),
    )
    expect(custom!.sponsorship).toMatchObject({ maxPerSender: 10n ** 16n, maxFeePerGas: 50n * 10n ** 9n, maxGas: { preVerificationGas: 100_000n, callGasLimit: 2_000_000n }, allowedTargets: ['0x1111111111111111111111111111111111111111'] })
    expect(plain!.sponsorship).toEqual(defaultSponsorshipPolicy)
    expect(findProject('airlock-demo')?.sponsorship).toEqual(defaultSponsorshipPolicy)
    for (const [name, sponsorship, error] of [
      ['l.json', { maxPerSender: 0.5 }, /maxPerSender must be an amount of ETH/],
      ['m.json', { maxGas: { gasLimit: 1 } }, /maxGas.gasLimit is not a gas field/],
      ['n.json', { unlimited: true }, /unlimited is not a sponsorship setting/],
      ['o.json', { allowedTargets: ['me'] }, /allowedTargets must be a list of contract addresses/],
    ] as const) {
      expect(() => loadProjects(file(name, { projects: [{ id: 'x', allowedOrigins: [], sponsorship }] }))).toThrow(error)
    }
  })
})
