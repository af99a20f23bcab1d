import { defineConfig } from 'vitest/config'

// The cross-engine suite (issue 37): Firefox ESR and WebKitGTK against the same local stack as
// the Chromium suite, started once for both engines. Engines run one after the other: the stack's
// ports are fixed and the machine has two cores.
export default defineConfig({
  test: {
    include: ['e2e/engines/*.engine.ts'],
    globalSetup: ['e2e/fixtures/globalSetup.ts'],
    fileParallelism: false,
    pool: 'forks',
    environment: 'node',
    testTimeout: 90_000,
    hookTimeout: 120_000,
  },
})
