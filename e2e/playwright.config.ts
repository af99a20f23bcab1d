import { resolve } from 'node:path'
import { defineConfig } from '@playwright/test'

process.env.AIRLOCK_PROFILE = 'test'
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true'

/**
 * Debian's Chromium, never a downloaded browser; flags keep it off the network (notes/local-stack.md).
 * Headless Chromium 156 also preloads its omnibox popup (two WebUI pages of about a hundred
 * modules, `chrome://omnibox-popup.top-chrome`) in every new window: browser chrome no test
 * uses, which competed with the page for the CPU in every bench and e2e page.
 */
export const chromiumArgs = [
  '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--disable-features=Translate,OptimizationHints,MediaRouter,WebUIOmniboxPopup,WebUIOmniboxAimPopup',
]

/**
 * Browsers that block third-party storage give the cross-site modal iframe none at all. Chromium
 * does that when third-party storage partitioning is off in a fresh context (Playwright's own
 * feature list turns it off; ours replaces that list, so the default project has partitioned
 * storage). The storage-denied project runs the connect flows in that browser.
 */
const storageDeniedArgs = chromiumArgs.map((a) => (a.startsWith('--disable-features=') ? `${a},ThirdPartyStoragePartitioning` : a))
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
    launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs },
    viewport: { width: 1280, height: 800 },
    trace: 'off',
  },
  projects: [
    { name: 'chromium', testIgnore: STORAGE_DENIED },
    { name: 'storage-denied', testMatch: STORAGE_DENIED, use: { launchOptions: { executablePath: '/usr/bin/chromium', args: storageDeniedArgs } } },
  ],
})
