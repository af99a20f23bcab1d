import { describe, expect, it } from 'vitest'
import { busyShare, readCpuTicks } from './cpuBusy.mjs'

describe('readCpuTicks', () => {
  it('sums user, nice, system, irq and softirq as busy, and idle and iowait as not, over the first eight fields', () => {
    const stat = 'cpu  100 5 50 800 40 3 2 0 0 0\ncpu0 50 2 25 400 20 1 1 0 0 0\nintr 1'
    expect(readCpuTicks(stat)).toEqual({ busy: 160, total: 1000 })
  })

  it('is undefined without a cpu line', () => {
    expect(readCpuTicks('intr 1\n')).toBeUndefined()
  })
})

describe('busyShare', () => {
  it('is the busy share of the time between two readings', () => {
    expect(busyShare({ busy: 100, total: 400 }, { busy: 250, total: 600 })).toBe(0.75)
  })

  it('is undefined when a reading is missing or no time passed', () => {
    expect(busyShare(undefined, { busy: 1, total: 2 })).toBeUndefined()
    expect(busyShare({ busy: 1, total: 2 }, { busy: 1, total: 2 })).toBeUndefined()
  })
})
