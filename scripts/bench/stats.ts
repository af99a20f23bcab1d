/**
 * Median and 99th percentile of a list of samples, rounded to 0.001 ms.
 *
 * @example
 * summarize([1, 2, 3]) // { median: 2, p99: 3 }
 */
export function summarize(samples: number[]): { median: number; p99: number } {
  const sorted = [...samples].sort((a, b) => a - b)
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN
  const round = (n: number) => Math.round(n * 1000) / 1000
  return { median: round(at(0.5)), p99: round(at(0.99)) }
}

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
