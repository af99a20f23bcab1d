import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromiumArgs } from '../../e2e/playwright.config'

/**
 * Switches of Playwright's own launch that shape how a page loads and runs (timers, background
 * renderers, the back/forward cache, field trials, background networking), so this browser
 * runs pages as the Playwright-launched ones of the rest of the bench do; `chromiumArgs` adds
 * the suite's. The host resolver resolves no name but localhost: nothing leaves loopback.
 */
const SWITCHES = [
  '--headless',
  '--hide-scrollbars',
  '--mute-audio',
  '--disable-field-trial-config',
  '--disable-background-timer-throttling',
  '--disable-backgrounding-occluded-windows',
  '--disable-renderer-backgrounding',
  '--disable-back-forward-cache',
  '--disable-ipc-flooding-protection',
  '--disable-hang-monitor',
  '--disable-breakpad',
  '--disable-default-apps',
  '--disable-dev-shm-usage',
  '--no-default-browser-check',
  '--no-service-autorun',
  '--metrics-recording-only',
  '--password-store=basic',
  '--use-mock-keychain',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
]

/** How `runUnattachedVisits` runs its browser. */
export interface UnattachedVisits {
  /** How many reports to wait for (one per visit). */
  runs: number
  /** How long one visit may take to report before the figure fails. */
  runTimeoutMs: number
  /** More switches, given the visits' scratch folder (the profile is `profile` in it). */
  argsIn?: (scratch: string) => string[]
}

/**
 * Runs visits in a Chromium that no automation is attached to (no DevTools protocol at all), as
 * a visitor's browser is: starts it, in a new profile, on the page `firstPage(collectorUrl)`
 * names; each visit's page sends its report as a beacon to the collector on loopback and loads
 * the next visit itself. Resolves with the first `runs` reports in run order once they came;
 * fails naming the run when one reports nothing in time or the browser exits. The browser and
 * every process it started are gone when it settles.
 *
 * @example
 * const reports = await runUnattachedVisits<{ run: number; ms: number }>((collector) => pageUrl(collector), { runs: 8, runTimeoutMs: 30_000 })
 */
export async function runUnattachedVisits<R extends { run: number }>(firstPage: (collectorUrl: string) => string, options: UnattachedVisits): Promise<R[]> {
  const { runs, runTimeoutMs } = options
  const scratch = mkdtempSync(join(tmpdir(), 'airlock-bench-unattached-'))
  const reports: R[] = []
  // Settles the wait for the next report: a report, the browser's exit, or the run's timeout.
  let settle: ((error?: Error) => void) | undefined
  const collector = await listen<R>((report) => {
    reports.push(report)
    settle?.()
  })
  let browser: ChildProcess | undefined
  try {
    const args = [...chromiumArgs, ...SWITCHES, `--user-data-dir=${join(scratch, 'profile')}`, ...(options.argsIn?.(scratch) ?? []), firstPage(collector.url)]
    browser = spawn('/usr/bin/chromium', args, { stdio: ['ignore', 'ignore', 'pipe'], detached: true })
    let stderr = ''
    browser.stderr?.on('data', (chunk: Buffer) => void (stderr = (stderr + chunk.toString()).slice(-2_000)))
    browser.once('exit', (code) => settle?.(new Error(`chromium exited (${code}) after ${reports.length} of ${runs} runs: ${lastLine(stderr)}`)))
    while (reports.length < runs) {
      const run = reports.length + 1
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => settle?.(new Error(`run ${run} of ${runs} reported nothing within ${runTimeoutMs} ms: ${lastLine(stderr)}`)), runTimeoutMs)
        settle = (error) => {
          clearTimeout(timer)
          settle = undefined
          if (error) reject(error)
          else resolve()
        }
      })
    }
  } finally {
    if (browser) await stop(browser)
    collector.server.close()
    rmSync(scratch, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 })
  }
  return reports.sort((a, b) => a.run - b.run).slice(0, runs)
}

/** A collector on loopback for the pages' reports (a beacon's text body). */
async function listen<R>(onReport: (report: R) => void): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    req.on('end', () => {
      res.writeHead(204).end()
      try {
        onReport(JSON.parse(body) as R)
      } catch {
        // Not a report: nothing else posts here.
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { server, url: `http://127.0.0.1:${(server.address() as { port: number }).port}/` }
}

/** Ends the browser and every process it started (its process group), and waits until all are gone. */
async function stop(browser: ChildProcess): Promise<void> {
  const group = -browser.pid!
  const alive = () => {
    try {
      process.kill(group, 0)
      return true
    } catch {
      return false
    }
  }
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(group, name)
    } catch {
      // Already gone.
    }
  }
  signal('SIGTERM')
  // Bounded: a process left as a zombie that nobody reaps still counts as alive.
  for (let waited = 0; alive() && waited < 10_000; waited += 50) {
    if (waited === 5_000) signal('SIGKILL')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

function lastLine(text: string): string {
  return text.trim().split('\n').at(-1) ?? 'no output'
}
