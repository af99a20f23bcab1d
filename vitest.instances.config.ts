import { defineConfig } from 'vitest/config'
import { nodeSideTest } from './vitest.config'

// The data and auth services' route suites against two instances of the service on one Postgres
// database, behind the loopback round-robin proxy (issue 41: "two instances of each service pass
// the service suite"): request i goes to instance i mod 2, so any state an instance keeps to
// itself shows up as a failure. `npm test`'s "services (instances)" row, beside the e2e shards
// (scripts/test.mjs); alone: `AIRLOCK_PORT_OFFSET=2000 vitest run --maxWorkers=1 -c vitest.instances.config.ts`.
export default defineConfig({
  test: {
    ...nodeSideTest,
    include: [
      'services/data-api/{balance,convert,explorer,guard,history,nfts,onramp,profileRoutes,sessions}.test.ts',
      'services/auth/routes/*.test.ts',
      'services/auth/{identities,passkeys,secondFactor}/*Routes.test.ts',
    ],
    env: { AIRLOCK_TEST_INSTANCES: '2' },
    globalSetup: ['services/fixtures/storage/postgresGlobalSetup.ts'],
  },
})
