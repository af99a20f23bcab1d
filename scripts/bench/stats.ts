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
