import { defineConfig } from 'vitest/config'
import base, { commonTest, sideProjects } from './vitest.config'

// The unit and service suites on every other tested Node line (npm test's "unit (node 22)" row):
// the code that runs on Node — the services, the published host SDK (its `airlock/server` entry
// is imported by server-rendered dapps), shared/ (both sides use it), config/ and the scripts'
// libraries. The modal's and the demo's tests are left to the project's own line: that code runs
// in browsers, so a second Node line tells nothing about it; so are scripts/*.test.ts, which
// read the repository's files (links, references, the API reference), not the runtime.
export default defineConfig({
  ...base,
  test: {
    ...commonTest,
    projects: sideProjects(['host-sdk/**/*.test.ts'], ['shared/**/*.test.ts', 'services/**/*.test.ts', 'scripts/lib/**/*.test.ts', 'config/**/*.test.ts']),
  },
})
