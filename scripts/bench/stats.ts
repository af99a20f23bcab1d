/**
 * Median, 99th percentile and spread (the quartiles and the range) of a list of samples,
 * rounded to 0.001 ms. The spread is printed beside every timing figure, so a reader sees how
 * much the runs behind a median moved.
 *
 * @example
 * summarize([1, 2, 3, 4]) // { median: 3, p99: 4, spread: { p25: 2, p75: 4, min: 1, max: 4 } }
 */
export function summarize(samples: number[]): { median: number; p99: number; spread: Spread } {
  const sorted = [...samples].sort((a, b) => a - b)
  const at = (q: number) => round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN)
  return { median: at(0.5), p99: at(0.99), spread: { p25: at(0.25), p75: at(0.75), min: at(0), max: at(1) } }
}

/**
 * A timing figure of repeated runs: the summary of the runs after a warm-up, the warm-up (first,
 * cold) run itself, and how many runs the summary counts.
 *
 * @example
 * const figure: TimedFigure = { ...summarize(samples), first: 412.5, runs: samples.length }
 */
export interface TimedFigure {
  median: number
  p99: number
  spread: Spread
  first: number
  runs: number
}

/** How much a figure's samples moved: the quartiles (the middle half of the runs) and the range. */
export interface Spread {
  p25: number
  p75: number
  min: number
  max: number
}

/**
 * A spread as printed beside a figure: the middle half of the runs, then the whole range.
 *
 * @example
 * formatSpread({ p25: 2, p75: 4, min: 1, max: 9 }) // 'middle half 2–4, range 1–9'
 */
export function formatSpread(spread: Spread): string {
  return `middle half ${spread.p25}–${spread.p75}, range ${spread.min}–${spread.max}`
}

const round = (n: number) => Math.round(n * 1000) / 1000

/**
 * How much larger the samples of `a` are than those of `b`: the median of every difference
 * `a[i] − b[j]` (the Hodges–Lehmann shift estimate), rounded to 0.1 ms. For two noisy samples
 * of page loads it moves far less from run to run than the difference of the two medians, and
 * like it, one outlier on either side can't move it.
 *
 * @example
 * shiftEstimate([11, 12, 40], [1, 2, 3]) // 10
 */
export function shiftEstimate(a: readonly number[], b: readonly number[]): number {
  const differences = a.flatMap((x) => b.map((y) => x - y)).sort((p, q) => p - q)
  const mid = differences.length / 2
  const median = differences.length % 2 ? differences[Math.floor(mid)]! : (differences[mid - 1]! + differences[mid]!) / 2
  return Math.round(median * 10) / 10
}
