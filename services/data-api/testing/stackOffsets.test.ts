import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = join(import.meta.dirname, '..', '..', '..')

/** Every port of the test profile (config/ports.json), nested maps flattened. */
function testPorts(): number[] {
  const flat = (value: unknown): number[] => (typeof value === 'number' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(flat) : [])
  return flat((JSON.parse(readFileSync(join(ROOT, 'config', 'ports.json'), 'utf8')) as { test: unknown }).test)
}

/** The fixed port offsets the service suites give their stacks: `startTestStack(N)` and `startStack({ … portOffset: N + … })`. */
function suiteOffsets(): { file: string; offset: number }[] {
  const files = (readdirSync(join(ROOT, 'services'), { recursive: true }) as string[]).filter((name) => name.endsWith('.test.ts'))
  return files.flatMap((name) => {
    const text = readFileSync(join(ROOT, 'services', name), 'utf8')
    const found = [...text.matchAll(/startTestStack\((\d+)/g), ...text.matchAll(/portOffset: (\d+) \+/g)].map((m) => Number(m[1]))
    return found.map((offset) => ({ file: relative(ROOT, join(ROOT, 'services', name)), offset }))
  })
}

describe("the service suites' stack offsets", () => {
  // Two suites run at once (two workers), each with a whole stack: one stack's port must never be
  // another's. convert (160) and nfts (270) once met on 30,059 in a full run: convert's Solana
  // runtime (18,899 + 160) on nfts' auth service (18,789 + 270), beforeAll failing with EADDRINUSE.
  it('give no two stacks the same port', () => {
    const ports = testPorts()
    const offsets = suiteOffsets()
    expect(offsets.length).toBeGreaterThan(5)
    // One file may start the same stack twice, one after the other (stack.test restarts its own).
    const clashes = offsets.flatMap((a, i) =>
      offsets
        .slice(i + 1)
        .filter((b) => b.file !== a.file || b.offset !== a.offset)
        .flatMap((b) => ports.filter((p) => ports.includes(p + a.offset - b.offset)).map((p) => `${a.file} (${a.offset}) port ${p + a.offset} = ${b.file} (${b.offset})`)),
    )
    expect(clashes).toEqual([])
  })
})
