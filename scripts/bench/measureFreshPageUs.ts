import { summarize } from './stats'

/**
 * What this machine charges for memory a process touches for the first time (`freshPageUs`, no
 * budget): the microseconds per 4 KiB page of writing a freshly allocated 64 MiB buffer, minus
 * writing it again (the bare write), the median of five. A new renderer process, its heap and
 * its first frame touch tens of megabytes, so every cold figure moves with this: on a virtual
 * machine that hands freed memory back to its host, each first touch is a fault the host
 * serves (11–15 µs per page measured on 2026-12-05; a second touch of the same page: nothing).
 *
 * @example
 * const { median } = measureFreshPageUs() // µs per 4 KiB page
 */
export function measureFreshPageUs(mib = 64, rounds = 5): { median: number; samples: number[] } {
  const pages = (mib * 1024 * 1024) / 4096
  const samples: number[] = []
  for (let round = 0; round < rounds; round++) {
    // Zeroed lazily: the pages are mapped, not yet touched, until the first write.
    const buffer = Buffer.alloc(mib * 1024 * 1024)
    const first = performance.now()
    buffer.fill(round + 1)
    const touched = performance.now()
    buffer.fill(round + 2)
    const again = performance.now()
    samples.push(Math.round((((touched - first) - (again - touched)) * 1000 / pages) * 100) / 100)
  }
  return { median: summarize(samples).median, samples }
}
