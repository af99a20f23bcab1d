import { writeFileSync } from 'node:fs'
import type { Browser, Frame, Page } from '@playwright/test'
import type { StackUrls } from '../../config/urls'
import { hostPage, writeDemoPage } from './benchPages'
import { forEachRestoreKind, type RestoreKind } from './measureRestore'
import { summarize } from './stats'

/** One kind's restore split: each milestone's median over the reloads, ms from the reload's navigation start (the host page's clock). */
export interface RestoreSplit {
  runs: number
  /** Milestone → median ms; a milestone some reloads lack is the median of those that have it. */
  medians: Record<string, number>
  /** The provider events and states the dapp saw on the last reload, in order. */
  sequence: string[]
}

/** What a trace of the extra reload records: every renderer's tasks, script compiles and runs, loads, the marks. */
const TRACE_CATEGORIES = ['devtools.timeline', 'blink.user_timing', 'v8', 'loading', 'disabled-by-default-devtools.timeline', '__metadata']

interface HostStamps {
  scriptAt?: number
  readyAt?: number
  firstStateAt?: number
  connectingAt?: number
  connectedStateAt?: number
  accounts?: string[]
  accountsAt?: number
  connectAt?: number
  sequence: string[]
}

interface FrameStamps {
  timeOrigin: number
  /** The frame's navigation entry: response start and end, DOM interactive (frame clock). */
  nav: { responseStart: number; responseEnd: number; domInteractive: number }
  /** The last script's response end (frame clock). */
  lastScriptEnd: number
  /** `airlock:*` marks (name without the prefix → frame clock), first of each name. */
  marks: Record<string, number>
}

// The restore bench's dapp (measureRestore's RECORD), plus what the host page can see of the
// start: when its script ran, when the modal's `ready` arrived, the first states, and every
// provider event and status change in order (the sequence a dapp sees on a reload).
const record = (modalOrigin: string) => `<script>
  const r = window.restore = { sequence: [] }
  const now = () => performance.now()
  r.scriptAt = now()
  addEventListener('message', (e) => { if (e.origin === ${JSON.stringify(modalOrigin)} && e.data && e.data.type === 'ready') r.readyAt ??= now() })
  let status
  window.modal.subscribe((s) => {
    r.firstStateAt ??= now()
    if (s.status === 'connecting') r.connectingAt ??= now()
    if (s.status === 'connected') r.connectedStateAt ??= now()
    if (s.status !== status) r.sequence.push('status:' + s.status)
    status = s.status
  })
  for (const name of ['connect', 'disconnect', 'accountsChanged', 'chainChanged']) window.modal.provider.on(name, () => {
    r.sequence.push('event:' + name)
    if (name === 'connect') r.connectAt ??= now()
  })
  window.modal.provider.request({ method: 'eth_accounts' }).then((accounts) => {
    r.sequence.push('eth_accounts:' + accounts.length)
    Object.assign(r, { accounts, accountsAt: now() })
  })
</script>`

/**
 * Where a returning visitor's restore time goes, kind by kind (`npm run bench -- restoreTrace`,
 * no budget: it explains `restoreMs`). Each kind connects once in a context of its own, as
 * `measureRestore` does, then reloads `runs` times after a warm-up; every reload's milestones are
 * put on the host page's clock (ms from its navigation start): the host script's end, the modal
 * frame's document and last script, the modal's own `airlock:*` marks (entry chunk run, settings
 * known, `ready` posted, effects chunk run, `connect` received, connectors made, each connector's
 * restore steps, the provider's `connect` emitted), and what the dapp saw (`ready`, the first
 * states, `eth_accounts` answered, `connect`). The medians are printed per kind.
 *
 * @example
 * const split = await traceRestore(browser, urls, sdk)
 * split.injected.medians['modal:connect'] // ms from navigation start
 */
export async function traceRestore(browser: Browser, urls: StackUrls, sdk: string, runs = 10): Promise<Record<RestoreKind, RestoreSplit | { failed: string }>> {
  const modalOrigin = new URL(urls.modal).origin
  const url = writeDemoPage(urls, '__bench/restore-trace.html', hostPage(urls, sdk, { extra: record(modalOrigin) }))
  return forEachRestoreKind(browser, urls, url, async (kind, page) => {
    const samples: Record<string, number>[] = []
    let sequence: string[] = []
    // One more reload than measured when a Chromium trace is asked for: traced last, not counted.
    const traceDir = process.env.AIRLOCK_RESTORE_TRACE_DIR
    for (let i = 0; i < runs + 1 + (traceDir ? 1 : 0); i++) {
      const tracing = traceDir !== undefined && i === runs + 1
      if (tracing) await browser.startTracing(page, { categories: TRACE_CATEGORIES })
      await page.reload()
      await page.waitForFunction(() => {
        const s = (window as unknown as { restore?: HostStamps }).restore
        return s?.accountsAt !== undefined && s.connectAt !== undefined
      })
      if (tracing) writeFileSync(`${traceDir}/${kind}.json`, await browser.stopTracing())
      const host = await page.evaluate(() => ({ ...(window as unknown as { restore: HostStamps }).restore, timeOrigin: performance.timeOrigin }))
      const frame = await frameStamps(page, urls.modal)
      if (i > 0 && !tracing) {
        samples.push(milestones(host, frame))
        sequence = host.sequence
      }
    }
    const names = [...new Set(samples.flatMap((s) => Object.keys(s)))]
    const medians = Object.fromEntries(
      names.map((name) => [name, summarize(samples.flatMap((s) => (name in s ? [s[name]!] : []))).median] as const).sort((a, b) => a[1] - b[1]),
    )
    return { runs: samples.length, medians, sequence }
  })
}

/** Every milestone of one reload, ms from the host page's navigation start, rounded to 0.1 ms. */
function milestones(host: HostStamps & { timeOrigin: number }, frame: FrameStamps): Record<string, number> {
  const onHost = (t: number) => Math.round((frame.timeOrigin + t - host.timeOrigin) * 10) / 10
  const out: Record<string, number> = {}
  const put = (name: string, t: number | undefined) => {
    if (t !== undefined && Number.isFinite(t)) out[name] = Math.round(t * 10) / 10
  }
  put('host:script', host.scriptAt)
  put('frame:navigationStart', onHost(0))
  put('frame:document', onHost(frame.nav.responseEnd))
  put('frame:domInteractive', onHost(frame.nav.domInteractive))
  put('frame:lastScript', onHost(frame.lastScriptEnd))
  for (const [name, t] of Object.entries(frame.marks)) put(`modal:${name}`, onHost(t))
  put('host:ready', host.readyAt)
  put('host:firstState', host.firstStateAt)
  put('host:connectingState', host.connectingAt)
  put('host:connectedState', host.connectedStateAt)
  put('host:eth_accounts', host.accountsAt)
  put('host:connect', host.connectAt)
  return out
}

async function frameStamps(page: Page, modalUrl: string): Promise<FrameStamps> {
  const frame: Frame | undefined = page.frames().find((f) => f.url().startsWith(modalUrl))
  if (!frame) throw new Error('modal frame not found after the reload')
  return frame.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
    const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((r) => r.name.endsWith('.js'))
    const marks: Record<string, number> = {}
    for (const m of performance.getEntriesByType('mark')) if (m.name.startsWith('airlock:')) marks[m.name.slice(8)] ??= m.startTime
    return {
      timeOrigin: performance.timeOrigin,
      nav: { responseStart: nav.responseStart, responseEnd: nav.responseEnd, domInteractive: nav.domInteractive },
      lastScriptEnd: Math.max(0, ...scripts.map((s) => s.responseEnd)),
      marks,
    }
  })
}

/**
 * The split as printed after the bench's figures: one line per milestone, each kind's median in
 * its own column (ms from the reload's navigation start), ordered by the first kind that has it,
 * then the sequence of states and events the dapp saw.
 *
 * @example
 * for (const line of formatRestoreSplit(results.restoreSplit)) console.log(line)
 */
export function formatRestoreSplit(split: unknown): string[] {
  const kinds = Object.entries((split ?? {}) as Record<string, RestoreSplit | { failed: string }>)
  const names = [...new Set(kinds.flatMap(([, s]) => ('medians' in s ? Object.keys(s.medians) : [])))]
  const cell = (s: RestoreSplit | { failed: string }, name: string) => ('medians' in s && s.medians[name] !== undefined ? s.medians[name]!.toFixed(1) : '–').padStart(14)
  return [
    `${'milestone (ms)'.padEnd(28)}${kinds.map(([kind]) => kind.padStart(14)).join('')}`,
    ...names.map((name) => `${name.padEnd(28)}${kinds.map(([, s]) => cell(s, name)).join('')}`),
    ...kinds.map(([kind, s]) => `${kind}: ${'failed' in s ? `failed: ${s.failed}` : s.sequence.join(' → ')}`),
  ]
}
