import type { FloodResult } from './measureFlood'

type Results = Record<string, unknown>

/** One budget: a name, what it allows, and whether the results meet it. */
export interface Budget {
  name: string
  limit: string
  /** The measured figure as printed, or undefined when it was not measured. */
  figure(results: Results): string | undefined
  passes(results: Results): boolean
}

const num = (results: Results, key: string): number | undefined => (typeof results[key] === 'number' ? (results[key] as number) : undefined)
const median = (results: Results, key: string): number | undefined => (results[key] as { median?: number } | undefined)?.median

/**
 * The speed and size budgets of `npm run bench` (issues 11 and 12). A figure that failed to be
 * measured fails its budget, so a broken measurement can't pass for a good one.
 *
 * @example
 * BUDGETS.filter((b) => !b.passes(results)).map((b) => b.name) // the budgets that fail
 */
export const BUDGETS: readonly Budget[] = [
  size('hostSdkGzipBytes', 8 * 1024),
  size('hostSdkGlobalGzipBytes', 8 * 1024),
  size('modalInitialJsGzipBytes', 100 * 1024),
  {
    name: 'emailCodeToAccountMs',
    limit: '≤ 300 ms median',
    figure: (r) => fmt(num(r, 'emailCodeToAccountMs'), 'ms'),
    passes: (r) => (num(r, 'emailCodeToAccountMs') ?? Infinity) <= 300,
  },
  {
    name: 'openPreloadedMs',
    limit: '≤ 16 ms median',
    figure: (r) => fmt(median(r, 'openPreloadedMs'), 'ms'),
    passes: (r) => (median(r, 'openPreloadedMs') ?? Infinity) <= 16,
  },
  {
    name: 'bridgeRtt',
    limit: '≤ 1.2× bare median',
    figure: (r) => ratio(median(r, 'bridgeRttMs'), median(r, 'bareRttMs')),
    passes: (r) => (median(r, 'bridgeRttMs') ?? Infinity) <= 1.2 * (median(r, 'bareRttMs') ?? 0),
  },
  {
    name: 'concurrent',
    limit: '10,000 at once: 0 lost, ≤ 1.3× bare',
    figure: (r) => {
      const c = r.concurrent as { lost: number; ms: number } | undefined
      return c ? `${c.lost} lost, ${ratio(c.ms, num(r, 'bareConcurrentMs'))}` : undefined
    },
    passes: (r) => {
      const c = r.concurrent as { lost: number; ms: number } | undefined
      return !!c && c.lost === 0 && c.ms <= 1.3 * (num(r, 'bareConcurrentMs') ?? 0)
    },
  },
  {
    name: 'flood',
    limit: '100,000 at once: answered + coded = all, 0 hung, next call answers',
    figure: (r) => {
      const f = r.flood as FloodResult | undefined
      return f ? `${f.answered} answered + ${f.codedErrors} coded of ${f.count}, ${f.hung} hung, next call ${f.nextCallOk ? 'ok' : 'FAILS'}, ${f.ms} ms` : undefined
    },
    passes: (r) => {
      const f = r.flood as FloodResult | undefined
      return !!f && f.answered + f.codedErrors === f.count && f.hung === 0 && f.nextCallOk
    },
  },
  { name: 'balanceP50Ms', limit: '≤ 20 ms', figure: (r) => fmt(num(r, 'balanceP50Ms'), 'ms'), passes: (r) => (num(r, 'balanceP50Ms') ?? Infinity) <= 20 },
  { name: 'wcUriMs', limit: '≤ 500 ms', figure: (r) => fmt(num(r, 'wcUriMs'), 'ms'), passes: (r) => (num(r, 'wcUriMs') ?? Infinity) <= 500 },
  { name: 'wcApproveMs', limit: '≤ 500 ms', figure: (r) => fmt(num(r, 'wcApproveMs'), 'ms'), passes: (r) => (num(r, 'wcApproveMs') ?? Infinity) <= 500 },
]

function size(name: string, limit: number): Budget {
  return { name, limit: `≤ ${limit} B gzip`, figure: (r) => fmt(num(r, name), 'B'), passes: (r) => (num(r, name) ?? Infinity) <= limit }
}

function fmt(value: number | undefined, unit: string): string | undefined {
  return value === undefined ? undefined : `${value} ${unit}`
}

function ratio(a: number | undefined, b: number | undefined): string | undefined {
  return a === undefined || !b ? undefined : `${(a / b).toFixed(2)}× bare`
}
