import { describe, expect, it } from 'vitest'
import { balanceShards, specSeconds } from './balanceShards.mjs'

describe('balanceShards', () => {
  it('deals the longest files first, each to the lightest shard, and keeps name order within a shard', () => {
    const shards = balanceShards(['a.spec.ts', 'b.spec.ts', 'c.spec.ts', 'd.spec.ts'], { 'a.spec.ts': 100, 'b.spec.ts': 60, 'c.spec.ts': 50, 'd.spec.ts': 10 }, 2)
    expect(shards).toEqual([['a.spec.ts', 'd.spec.ts'], ['b.spec.ts', 'c.spec.ts']])
  })

  it('counts a file with no recorded time as the mean of the recorded ones, and gives every file to one shard', () => {
    const files = ['new.spec.ts', 'x.spec.ts', 'y.spec.ts']
    const shards = balanceShards(files, { 'x.spec.ts': 30, 'y.spec.ts': 10 }, 2)
    expect(shards.flat().sort()).toEqual(files)
    expect(shards).toEqual([['x.spec.ts'], ['new.spec.ts', 'y.spec.ts']])
  })
})

describe('specSeconds', () => {
  it('sums every result of every test per file, retries included', () => {
    const report = {
      suites: [
        { file: 'a.spec.ts', specs: [{ tests: [{ results: [{ duration: 1500 }, { duration: 500 }] }] }], suites: [{ specs: [{ tests: [{ results: [{ duration: 1000 }] }] }] }] },
        { file: 'b.spec.ts', specs: [{ tests: [{ results: [{ duration: 250 }] }] }] },
      ],
    }
    expect(specSeconds(report)).toEqual({ 'a.spec.ts': 3, 'b.spec.ts': 0.3 })
  })
})
