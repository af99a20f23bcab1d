import { defineConfig } from 'vitest/config'
import { nodeSideTest } from './vitest.config'

// The data and auth services' suites and the paymaster's ledger (and its two-instance test) again on one throwaway Postgres server (`npm test`'s
// "services (postgres)" row), each test stack or auth service on a fresh database of its own:
// the same tests, the second storage engine. (Auth tests that read the SQLite file itself,
// `onDisk`, stay on SQLite.)
export default defineConfig({
  test: {
    ...nodeSideTest,
    include: ['services/data-api/**/*.test.ts', 'services/auth/**/*.test.ts', 'services/aa/SponsorshipLedger.test.ts', 'services/aa/paymasterInstances.test.ts'],
    globalSetup: ['services/fixtures/storage/postgresGlobalSetup.ts'],
  },
})
