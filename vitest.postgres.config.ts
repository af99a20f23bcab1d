import { defineConfig } from 'vitest/config'
import base from './vitest.config'

// The data service's suites again, each test stack on a fresh database of one throwaway Postgres
// server (`npm test`'s "services (postgres)" row): the same tests, the second storage engine.
// (The auth service keeps its own SQLite database: it has no Postgres engine yet.)
export default defineConfig({
  test: {
    ...base.test,
    include: ['services/data-api/**/*.test.ts'],
    globalSetup: ['services/fixtures/storage/postgresGlobalSetup.ts'],
  },
})
