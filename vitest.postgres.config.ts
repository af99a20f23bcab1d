import { defineConfig } from 'vitest/config'
import base from './vitest.config'

// The service suites again, each test stack on a fresh database of one throwaway Postgres server
// (`npm test`'s "services (postgres)" row): the same tests, the second storage engine.
export default defineConfig({
  test: {
    ...base.test,
    include: ['services/data-api/**/*.test.ts', 'services/auth/**/*.test.ts', 'services/internal/*.test.ts'],
    globalSetup: ['services/fixtures/storage/postgresGlobalSetup.ts'],
  },
})
