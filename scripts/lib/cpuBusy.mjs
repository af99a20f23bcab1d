// How busy the machine's cores were while a suite ran: npm test prints it beside each suite's
// seconds, so a reader sees which suites leave cores idle (room to run another beside them).
import { readFileSync } from 'node:fs'

/**
 * The machine's cumulative CPU counters (all cores, in clock ticks) from `/proc/stat`'s first
 * line: `busy` is every state but idle and iowait. Undefined where there is no `/proc/stat`.
 *
 * @example
 * const before = readCpuTicks()
 * // … run a suite …
 * busyShare(before, readCpuTicks()) // 0.83: 83 % of all cores' time was busy
 */
export function readCpuTicks(stat = readProcStat()) {
  const line = stat?.split('\n').find((l) => l.startsWith('cpu '))
  if (!line) return undefined
  const fields = line.trim().split(/\s+/).slice(1).map(Number)
  const total = fields.slice(0, 8).reduce((n, x) => n + x, 0)
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0)
  return { busy: total - idle, total }
}

/**
 * The share (0–1) of all cores' time that was busy between two readings of {@link readCpuTicks};
 * undefined when either reading is missing or no time passed.
 *
 * @example
 * busyShare({ busy: 100, total: 400 }, { busy: 250, total: 600 }) // 0.75
 */
export function busyShare(before, after) {
  if (!before || !after || after.total <= before.total) return undefined
  return (after.busy - before.busy) / (after.total - before.total)
}

function readProcStat() {
  try {
    return readFileSync('/proc/stat', 'utf8')
  } catch {
    return undefined
  }
}
