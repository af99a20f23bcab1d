import type { ServiceLoad, SetupLoad } from './measureServiceLoad'

const SETUPS = ['postgres1', 'postgres2', 'sqlite1'] as const
const ENDPOINTS = ['balance', 'settings', 'history', 'emailPair'] as const

/**
 * The services' load figures (`results.load` of `npm run bench -- load`) as a table: one row per
 * setup and endpoint with every figure measured (rate asked, requests/s answered, p50 and p99,
 * answers, limited, errors), the sessions and key shares each setup's email pairs wrote and lost, and how p99
 * moved from one instance to two. The figures line prints the same object as one JSON line,
 * which no one reads at a glance; a failed measurement prints its message instead.
 *
 * @example
 * for (const line of formatServiceLoad(results.load)) console.log(line)
 */
export function formatServiceLoad(load: unknown): string[] {
  const failed = (load as { failed?: unknown } | undefined)?.failed
  if (typeof failed === 'string') return [`services under load: not measured (${failed})`]
  const l = load as Partial<ServiceLoad> | undefined
  if (!l || typeof l.seconds !== 'number') return ['services under load: not measured']
  const lines = [`services under load, ${l.seconds} s per endpoint at a fixed rate (ms; limited = 429s and what they refused)`]
  lines.push(`${'setup'.padEnd(10)}${'endpoint'.padEnd(10)}${'rate'.padStart(6)}${'req/s'.padStart(8)}${'p50'.padStart(9)}${'p99'.padStart(9)}${'answered'.padStart(10)}${'limited'.padStart(9)}${'errors'.padStart(8)}`)
  for (const name of SETUPS) {
    const setup: SetupLoad | undefined = l[name]
    if (!setup) {
      lines.push(`${name.padEnd(10)}not measured`)
      continue
    }
    for (const e of ENDPOINTS) {
      const f = setup[e]
      lines.push(`${name.padEnd(10)}${e.padEnd(10)}${String(f.rate).padStart(6)}${String(f.requestsPerSecond).padStart(8)}${String(f.median).padStart(9)}${String(f.p99).padStart(9)}${String(f.answered).padStart(10)}${String(f.limited).padStart(9)}${String(f.errors).padStart(8)}`)
    }
    lines.push(`${name.padEnd(10)}sessions written ${setup.sessionsIssued}, lost ${setup.lostSessions ?? setup.lostWrites}; shares written ${setup.sharesWritten ?? 'not measured'}, lost ${setup.lostShares ?? 'not measured'}`)
  }
  if (l.p99TwoOverOne) lines.push(`p99 two instances ÷ one (Postgres): ${ENDPOINTS.map((e) => `${e} ${l.p99TwoOverOne![e]}×`).join(', ')}`)
  return lines
}
