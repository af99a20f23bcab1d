import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const SEMVER = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-[0-9A-Za-z.-]+)?$/
const changelog = readFileSync('CHANGELOG.md', 'utf8')
const versions = [...changelog.matchAll(/^## \[([^\]]+)\] - (\d{4}-\d{2}-\d{2})$/gm)].map((m) => ({ version: m[1]!, date: m[2]! }))

describe('CHANGELOG.md and the package version', () => {
  it("the package's version is a semantic version, and the changelog's newest entry", () => {
    const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }
    expect(version).toMatch(SEMVER)
    expect(versions[0]?.version).toBe(version)
  })

  it('every entry is a semantic version with a date, newest first, each with its link line', () => {
    expect(versions.length).toBeGreaterThan(0)
    for (const { version } of versions) {
      expect(version).toMatch(SEMVER)
      expect(changelog).toContain(`\n[${version}]: `)
    }
    const order = versions.map(({ version }) => version.split('.').map(Number) as [number, number, number])
    for (let i = 1; i < order.length; i++) {
      const [a, b] = [order[i - 1]!, order[i]!]
      expect(a[0] * 1e6 + a[1] * 1e3 + a[2]).toBeGreaterThan(b[0] * 1e6 + b[1] * 1e3 + b[2])
    }
    expect([...versions].map((v) => v.date)).toEqual([...versions].map((v) => v.date).sort().reverse())
  })
})
