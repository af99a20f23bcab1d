import { cpus, loadavg } from 'node:os'

/** The 1-minute load average seen while one figure was measured. */
export interface LoadSeen {
  min: number
  max: number
  /** Above the core count at some reading: the figure was measured on a busy machine. */
  busy: boolean
}

/**
 * Reads the 1-minute load average now and every second until `stop()`, which returns the
 * lowest and highest reading and whether any was above the core count. The bench prints it
 * beside each figure: on two cores a timing moves by tens of percent with the machine's load,
 * so a figure says what it was measured under.
 *
 * @example
 * const load = watchLoad()
 * await measureSomething()
 * console.log(formatLoad(load.stop())) // 'load 0.41–0.87'
 */
export function watchLoad(cores = cpus().length): { stop(): LoadSeen } {
  const readings = [loadavg()[0]!]
  const timer = setInterval(() => readings.push(loadavg()[0]!), 1_000)
  return {
    stop() {
      clearInterval(timer)
      readings.push(loadavg()[0]!)
      const round = (n: number) => Math.round(n * 100) / 100
      const max = Math.max(...readings)
      return { min: round(Math.min(...readings)), max: round(max), busy: max > cores }
    },
  }
}

/**
 * A load reading as printed beside a figure, marked when the machine was busy.
 *
 * @example
 * formatLoad({ min: 2.1, max: 3.4, busy: true }) // 'load 2.1–3.4 (BUSY: above the core count)'
 */
export function formatLoad(load: LoadSeen): string {
  return `load ${load.min}–${load.max}${load.busy ? ' (BUSY: above the core count)' : ''}`
}
