import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { localeCatalogsPlugin } from './localeCatalogsPlugin'

type Hook = (this: unknown, id: string) => string | undefined

function pluginOn(dir: string) {
  const plugin = localeCatalogsPlugin(dir)
  return { resolve: (id: string) => (plugin.resolveId as Hook).call(undefined, id), load: (id: string) => (plugin.load as Hook).call(undefined, id) }
}

describe('localeCatalogsPlugin', () => {
  const dir = mkdtempSync(join(tmpdir(), 'airlock-locales-'))
  mkdirSync(join(dir, 'de'))
  mkdirSync(join(dir, 'fr'))
  writeFileSync(join(dir, 'de', 'core.json'), '{"a":"A"}')
  writeFileSync(join(dir, 'de', 'views.json'), '{"b":"B"}')
  writeFileSync(join(dir, 'fr', 'core.json'), '{"a":"À"}')
  writeFileSync(join(dir, 'en.json'), '{"a":"a"}')
  const { resolve, load } = pluginOn(dir)

  it('maps every language folder (and nothing else) to a dynamic import of its own module', () => {
    const code = load(resolve('virtual:airlock-locale-loaders')!)!
    expect(code).toBe('export default {"de": () => import("virtual:airlock-locale/de"),"fr": () => import("virtual:airlock-locale/fr")}')
  })

  it("merges a language's files into one default export", () => {
    const code = load(resolve('virtual:airlock-locale/de')!)!
    expect(code).toContain(`import part0 from ${JSON.stringify(join(dir, 'de', 'core.json'))}`)
    expect(code).toContain(`import part1 from ${JSON.stringify(join(dir, 'de', 'views.json'))}`)
    expect(code).toContain('export default Object.assign({}, part0, part1)')
  })

  it('refuses a language without a folder, and leaves other modules alone', () => {
    expect(() => load(resolve('virtual:airlock-locale/xx')!)).toThrow(/no catalog folder for 'xx'/)
    expect(resolve('./App')).toBeUndefined()
  })
})

describe('localeCatalogsPlugin with the pseudo-locale (test profile)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'airlock-locales-'))
  mkdirSync(join(dir, 'de'))
  writeFileSync(join(dir, 'de', 'core.json'), '{"a":"A"}')
  writeFileSync(join(dir, 'en.json'), '{"a":"Close"}')
  writeFileSync(join(dir, 'en.views.json'), '{"b":"Send {amount}"}')
  const plugin = localeCatalogsPlugin(dir, { pseudo: true })
  const load = (id: string) => (plugin.load as Hook).call(undefined, (plugin.resolveId as Hook).call(undefined, id)!)!

  it('adds en-XA to the loaders, generated from every English file', () => {
    expect(load('virtual:airlock-locale-loaders')).toContain('"en-XA": () => import("virtual:airlock-locale/en-XA")')
    const catalog = JSON.parse(load('virtual:airlock-locale/en-XA').replace(/^export default /, '')) as Record<string, string>
    expect(Object.keys(catalog)).toEqual(['a', 'b'])
    expect(catalog.a).toMatch(/^⟦Çĺöšé .*⟧$/)
    expect(catalog.b).toMatch(/^⟦Šéñđ \{amount\} .*⟧$/)
  })
})
