import { resolve } from 'node:path'
import { defineConfig } from '@playwright/test'
import { offsiteProxyArgs } from './fixtures/offsiteProxyEnv'

process.env.AIRLOCK_PROFILE = 'test'
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true'

/**
 * Debian's Chromium, never a downloaded browser; flags keep it off the network (docs: the local
 * stack). Chromium's own services still called Google from every browser, which the e2e suite's
 * recording proxy showed: autofill's field types, the network time, search preconnects and AI
 * Mode checks (features off here; Playwright's default list turns most of them off, and ours
 * replaces that list), the account list (accounts.google.com, retried) and the component
 * updater despite `--disable-component-update`: those two are pointed at loopback's discard
 * port, which Chromium refuses to connect to at all.
 * Headless Chromium 156 also preloads its omnibox popup (two WebUI pages of about a hundred
 * modules, `chrome://omnibox-popup.top-chrome`) in every new window: browser chrome no test
 * uses, which competed with the page for the CPU in every bench and e2e page.
 */
export const chromiumArgs = [
  '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--gaia-url=http://127.0.0.1:9/', '--component-updater=url-source=http://127.0.0.1:9/',
  '--disable-features=Translate,OptimizationHints,MediaRouter,WebUIOmniboxPopup,WebUIOmniboxAimPopup,AutofillServerCommunication,NetworkTimeServiceQuerying,AimEnabled,PreconnectToSearch',
]

/**
 * Browsers that block third-party storage give the cross-site modal iframe none at all. Chromium
 * does that when third-party storage partitioning is off in a fresh context (Playwright's own
 * feature list turns it off; ours replaces that list, so the default project has partitioned
 * storage). The storage-denied project runs the connect flows in that browser.
 */
const storageDeniedArgs = chromiumArgs.map((a) => (a.startsWith('--disable-features=') ? `${a},ThirdPartyStoragePartitioning` : a))

/** Every test's Chromium sends whatever leaves loopback to the run's recording proxy (fixtures/offsiteProxy.ts), which refuses it. */
const e2eArgs = (args: string[]) => [...args, ...offsiteProxyArgs()]
const STORAGE_DENIED = /storage-denied\.spec\.ts/

export default defineConfig({
  testDir: './tests',
  // A second shard running at the same time has its own (Playwright empties it at start).
  outputDir: process.env.AIRLOCK_E2E_OUTPUT ? resolve(process.env.AIRLOCK_E2E_OUTPUT) : '../test-results',
  globalSetup: './fixtures/globalSetup.ts',
  // A focused test (.only) fails the run instead of running less than the suite claims.
  forbidOnly: true,
  fullyParallel: false,
  workers: 1,
  // One retry, reported: scripts/test.mjs prints every test that passed only on it (a flaky test
  // is a finding to fix, not a pass to forget), and a test failing twice fails the run.
  retries: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.AIRLOCK_E2E_REPORTER ? [['json', { outputFile: process.env.AIRLOCK_E2E_REPORTER }], ['list']] : [['list']],
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: '/usr/bin/chromium', args: e2eArgs(chromiumArgs) },
    viewport: { width: 1280, height: 800 },
    trace: 'off',
  },
  projects: [
    { name: 'chromium', testIgnore: STORAGE_DENIED },
    { name: 'storage-denied', testMatch: STORAGE_DENIED, use: { launchOptions: { executablePath: '/usr/bin/chromium', args: e2eArgs(storageDeniedArgs) } } },
  ],
})
