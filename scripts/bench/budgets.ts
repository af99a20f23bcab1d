import type { FloodResult } from './measureFlood'
import type { ServiceLoad } from './measureServiceLoad'
import { formatSpread, type Spread, type TimedFigure } from './stats'

type Results = Record<string, unknown>

/** The groups of measurements `npm run bench` can be limited to (`npm run bench -- open,bridge`). */
export const GROUPS = ['sizes', 'load', 'idle', 'open', 'bridge', 'flood', 'heap', 'balance', 'walletConnect', 'email', 'passkey', 'userOp', 'openTrace', 'passkeyGas', 'restore', 'restoreTrace'] as const
export type Group = (typeof GROUPS)[number]
/** Groups measured only when named (`npm run bench -- openTrace`): they explain a figure rather than judge one. */
export const OPT_IN_GROUPS: readonly Group[] = ['openTrace', 'restoreTrace']

/** One budget: a name, what it allows, and whether the results meet it. */
export interface Budget {
  name: string
  /** The measurement group whose figure it judges. */
  group: Group
  limit: string
  /** The result its figure is read from, when not the budget's own name (for the load average seen while it was measured). */
  source?: string
  /** The measured figure as printed, or undefined when it was not measured. */
  figure(results: Results): string | undefined
  passes(results: Results): boolean
}

const num = (results: Results, key: string): number | undefined => (typeof results[key] === 'number' ? (results[key] as number) : undefined)
const median = (results: Results, key: string): number | undefined => {
  const m = (results[key] as { median?: unknown } | undefined)?.median
  return typeof m === 'number' ? m : undefined
}

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
  plusCatalog('modalInitialJsGzipBytesDe', 'sizes', 100 * 1024, 'a German browser: the first view waits for the German catalog'),
  {
    name: 'loadEventDelayMs',
    group: 'load',
    source: 'loadEvent',
    limit: '≤ 10 ms (loadEventEnd − responseStart, the dapp\'s bundle with the SDK − without: median of every pair\'s difference, 4× CPU)',
    figure: (r) => {
      const f = r.loadEvent as { delayMs?: number; spread?: Spread } | undefined
      return typeof f?.delayMs === 'number' ? `${f.delayMs} ms${f.spread ? ` (with − without pairs: ${formatSpread(f.spread)})` : ''}` : undefined
    },
    passes: (r) => ((r.loadEvent as { delayMs?: number } | undefined)?.delayMs ?? Infinity) <= 10,
  },
  ...serviceLoadBudgets(),
  {
    name: 'iframeIdleBytes',
    group: 'idle',
    limit: '≤ 204800 B gzip (10 s after load, never opened)',
    figure: (r) => fmt(num(r, 'iframeIdleBytes'), 'B'),
    passes: (r) => (num(r, 'iframeIdleBytes') ?? Infinity) <= 204_800,
  },
  plusCatalog('iframeIdleBytesDe', 'idle', 204_800, 'a German browser, 10 s after load, never opened'),
  openBudget('openColdMs', 150, 'not preloaded; a Chromium with no automation attached, the first of 8 runs with an empty cache', machineFloor),
  openBudget('clickAfterLoadColdMs', 500, 'a click 200 ms after the page\'s load, the modal still booting; 1× CPU, no automation attached, the first of 8 runs with an empty cache'),
  openBudget('openPreloadedMs4x', 16, 'preloaded, 4× CPU; the host page\'s frame with its dialog counts too'),
  {
    name: 'bridgeRtt',
    group: 'bridge',
    source: 'bridgeRttMs',
    limit: '≤ 1.2× bare (per call, batch-timed medians, same run)',
    figure: (r) => ratio(median(r, 'bridgeRttMs'), median(r, 'bareRttMs')),
    passes: (r) => (median(r, 'bridgeRttMs') ?? Infinity) <= 1.2 * (median(r, 'bareRttMs') ?? 0),
  },
  {
    name: 'concurrent',
    group: 'bridge',
    limit: '10,000 at once: 0 lost, ≤ 1.3× bare',
    figure: (r) => {
      const c = r.concurrent as { lost: number; ms: number; ratioSpread?: Spread } | undefined
      return c && typeof c.ms === 'number' ? `${c.lost} lost, ${ratio(c.ms, num(r, 'bareConcurrentMs'))}${c.ratioSpread ? `, burst ÷ bare burst beside it: ${formatSpread(c.ratioSpread)}` : ''}` : undefined
    },
    passes: (r) => {
      const c = r.concurrent as { lost: number; ms: number } | undefined
      return !!c && c.lost === 0 && c.ms <= 1.3 * (num(r, 'bareConcurrentMs') ?? 0)
    },
  },
  {
    name: 'flood',
    group: 'flood',
    limit: '100,000 at once: answered + coded = all, 0 hung, next call answers',
    figure: (r) => {
      const f = r.flood as FloodResult | undefined
      return f && typeof f.count === 'number' ? `${f.answered} answered + ${f.codedErrors} coded of ${f.count}, ${f.hung} hung, next call ${f.nextCallOk ? 'ok' : 'FAILS'}, ${f.ms} ms` : undefined
    },
    passes: (r) => {
      const f = r.flood as FloodResult | undefined
      return !!f && f.answered + f.codedErrors === f.count && f.hung === 0 && f.nextCallOk
    },
  },
  { name: 'balanceP50Ms', group: 'balance', limit: '≤ 20 ms', figure: (r) => fmt(num(r, 'balanceP50Ms'), 'ms'), passes: (r) => (num(r, 'balanceP50Ms') ?? Infinity) <= 20 },
  wcBudget('wcUriMs'),
  wcBudget('wcApproveMs'),
  timedBudget('emailCodeToAccountMs', 'email', 300, 'code submitted → Account view'),
  timedBudget('passkeySignInMs', 'passkey', 300, 'Passkey click → Account view, virtual authenticator'),
  {
    name: 'userOpToReceiptMs',
    group: 'userOp',
    limit: '≤ 1500 ms median (Approve click → the user operation\'s receipt, local bundler)',
    figure: (r) => {
      const f = r.userOpToReceiptMs as { median?: number; p99?: number; first?: number } | undefined
      return typeof f?.median === 'number' ? `${f.median} ms (p99 ${f.p99} ms, first run ${f.first} ms)` : undefined
    },
    passes: (r) => (median(r, 'userOpToReceiptMs') ?? Infinity) <= 1500,
  },
  restoreBudget('injected'),
  restoreBudget('walletConnect'),
  restoreBudget('embedded'),
]

/** A returning visitor's restore, per connection kind (issue 42 #5): `restoreMs.<kind>.median`. */
function restoreBudget(kind: 'injected' | 'walletConnect' | 'embedded'): Budget {
  const figure = (r: Results) => (r.restoreMs as Record<string, { median?: number; p99?: number; spread?: Spread; failed?: string }> | undefined)?.[kind]
  return {
    name: `restoreMs.${kind}`,
    group: 'restore',
    source: 'restoreMs',
    limit: "≤ 300 ms median (a reload's navigation start → the dapp's eth_accounts answered with the restored account and its connect event; modal files cached, 1× CPU)",
    figure: (r) => {
      const f = figure(r)
      if (f?.failed) return `failed: ${f.failed}`
      return typeof f?.median === 'number' ? `${f.median} ms (p99 ${f.p99} ms${f.spread ? `; ${formatSpread(f.spread)}` : ''})` : undefined
    },
    passes: (r) => (figure(r)?.median ?? Infinity) <= 300,
  }
}

/**
 * A figure for a non-English browser (issue 39 #4): held to the English budget plus one catalog,
 * the German chunk's gzip bytes measured in the same run (`modalCatalogDeGzipBytes`).
 */
function plusCatalog(name: string, group: Group, englishLimit: number, what: string): Budget {
  const limit = (r: Record<string, unknown>) => englishLimit + (num(r, 'modalCatalogDeGzipBytes') ?? -Infinity)
  return {
    name,
    group,
    limit: `≤ ${englishLimit} B gzip + the German catalog (${what})`,
    figure: (r) => fmt(num(r, name), 'B') && `${fmt(num(r, name), 'B')} (limit ${limit(r)} B)`,
    passes: (r) => (num(r, name) ?? Infinity) <= limit(r),
  }
}

function size(name: string, limit: number): Budget {
  return { name, group: 'sizes', limit: `≤ ${limit} B gzip`, figure: (r) => fmt(num(r, name), 'B'), passes: (r) => (num(r, name) ?? Infinity) <= limit }
}

/** A median budget of a {@link TimedFigure}, printed with its spread and its first (warm-up) run. */
function timedBudget(name: string, group: Group, limit: number, what: string): Budget {
  return {
    name,
    group,
    limit: `≤ ${limit} ms median (${what})`,
    figure: (r) => {
      const f = r[name] as Partial<TimedFigure> | undefined
      return typeof f?.median === 'number' && f.spread ? `${f.median} ms (${formatSpread(f.spread)}, first run ${f.first} ms, ${f.runs} runs)` : undefined
    },
    passes: (r) => (median(r, name) ?? Infinity) <= limit,
  }
}

function openBudget(name: string, limit: number, what: string, beside?: (r: Results) => string | undefined): Budget {
  return {
    name,
    group: 'open',
    limit: `≤ ${limit} ms median (${what}; until the view is fully shown)`,
    figure: (r) => {
      const f = r[name] as { median?: number; firstFrameMedian?: number; first?: number; spread?: Spread } | undefined
      const more = beside?.(r)
      return typeof f?.median === 'number' ? `${f.median} ms (${f.spread ? `${formatSpread(f.spread)}, ` : ''}first frame ${f.firstFrameMedian} ms, first run ${f.first} ms${more ? `; ${more}` : ''})` : undefined
    },
    passes: (r) => (median(r, name) ?? Infinity) <= limit,
  }
}

/**
 * What the machine alone takes for a cold open's new frame, printed beside `openColdMs` so a
 * reader can tell the modal's part from the machine's: the bare cross-site frame's median and
 * what a first-touched page of memory costs (see measureBareFrameCold, measureFreshPageUs).
 */
function machineFloor(r: Results): string | undefined {
  const bare = median(r, 'bareFrameColdMs')
  const page = median(r, 'freshPageUs')
  if (bare === undefined) return undefined
  return `a bare cross-site frame takes ${bare} ms in the same browser${page === undefined ? '' : `, fresh memory ${page} µs per 4 KiB page`}`
}

function wcBudget(name: string): Budget {
  return {
    name,
    group: 'walletConnect',
    limit: '≤ 500 ms median (cold run included)',
    figure: (r) => {
      const f = r[name] as { median?: number; cold?: number; runs?: number } | undefined
      return typeof f?.median === 'number' ? `${f.median} ms (cold ${f.cold} ms, ${f.runs} runs)` : undefined
    },
    passes: (r) => (median(r, name) ?? Infinity) <= 500,
  }
}

function fmt(value: number | undefined, unit: string): string | undefined {
  return value === undefined ? undefined : `${value} ${unit}`
}

function ratio(a: number | undefined, b: number | undefined): string | undefined {
  return a === undefined || !b ? undefined : `${(a / b).toFixed(2)}× bare (${a.toFixed(4)} vs ${b.toFixed(4)})`
}

/** The services' load budgets (issue 41), judged on `results.load` (measureServiceLoad). */
function serviceLoadBudgets(): Budget[] {
  const load = (r: Results) => r.load as Partial<ServiceLoad> | undefined
  const setups = (r: Results) => (['postgres1', 'postgres2', 'sqlite1'] as const).map((k) => load(r)?.[k]).filter((s) => s !== undefined)
  const endpoints = ['balance', 'settings', 'history', 'emailPair'] as const
  return [
    {
      name: 'loadBalanceP99Ms',
      group: 'load',
      source: 'load',
      limit: '≤ 50 ms p99 at 500 requests/s, one instance on Postgres (answered ≥ 95% of the rate)',
      figure: (r) => {
        const b = load(r)?.postgres1?.balance
        return b ? `${b.p99} ms p99 at ${b.requestsPerSecond}/s (median ${b.median} ms, ${formatSpread(b.spread)}; two instances ${load(r)?.postgres2?.balance.p99} ms, SQLite ${load(r)?.sqlite1?.balance.p99} ms)` : undefined
      },
      passes: (r) => {
        const b = load(r)?.postgres1?.balance
        return !!b && b.p99 <= 50 && b.requestsPerSecond >= 0.95 * b.rate
      },
    },
    {
      name: 'loadErrors',
      group: 'load',
      source: 'load',
      limit: '0 errors other than limits (every endpoint, one and two instances on Postgres, one on SQLite)',
      figure: (r) => (setups(r).length === 3 ? `${setups(r).reduce((n, s) => n + endpoints.reduce((m, e) => m + s[e].errors, 0), 0)} errors` : undefined),
      passes: (r) => setups(r).length === 3 && setups(r).every((s) => endpoints.every((e) => s[e].errors === 0)),
    },
    {
      name: 'loadLostWrites',
      group: 'load',
      source: 'load',
      limit: '0 sessions or key-share writes answered but not stored',
      figure: (r) => {
        const all = setups(r)
        const sum = (f: (s: (typeof all)[number]) => number | undefined) => all.reduce((n, s) => n + (f(s) ?? 0), 0)
        return all.length === 3 ? `${sum((s) => s.lostWrites)} lost: sessions ${sum((s) => s.lostSessions)} of ${sum((s) => s.sessionsIssued)}, shares ${sum((s) => s.lostShares)} of ${sum((s) => s.sharesWritten)}` : undefined
      },
      passes: (r) => setups(r).length === 3 && setups(r).every((s) => s.lostWrites === 0 && s.sessionsIssued > 0 && s.sharesWritten > 0),
    },
  ]
}
