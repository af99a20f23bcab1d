import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import type { TestProjectInlineConfiguration } from 'vitest/config'
import type { InlineConfig } from 'vitest/node'
import { localeCatalogsPlugin } from './modal-app/server/localeCatalogsPlugin'

/** Tests of the code that runs in browsers: each file gets fresh modules (they use `window`, its listeners, the wallet registries). */
export const BROWSER_SIDE = ['demo/**/*.test.ts', 'host-sdk/**/*.test.ts', 'modal-app/**/*.test.{ts,tsx}']

/**
 * Tests of the code that runs on Node (the services, shared/, the scripts, config/): they share
 * their worker's module cache, since each builds its own stacks, databases and servers and none
 * relies on a fresh module. Without isolation the unit row ran in about 210 s instead of 300.
 */
export const NODE_SIDE = ['shared/**/*.test.ts', 'services/**/*.test.ts', 'scripts/**/*.test.ts', 'config/**/*.test.ts']

/** What every Vitest config of the repository runs with (the Node lines', Postgres', the instances'). */
export const commonTest: InlineConfig = {
  exclude: ['node_modules', 'dist', 'e2e'],
  environment: 'node',
  testTimeout: 20_000,
  hookTimeout: 60_000,
  // A poll waits for what will happen; its default second was too short for a suite that runs
  // beside the e2e shards on two cores. A test that waits for nothing to happen does not poll.
  expect: { poll: { timeout: 10_000 } },
  pool: 'forks',
}

/** What the suites of Node-side tests alone run with (Postgres', the instances'): commonTest without per-file isolation (see NODE_SIDE). */
export const nodeSideTest: InlineConfig = { ...commonTest, isolate: false }

/**
 * The two Vitest projects of a config: `browserSide` test files with a fresh module per file,
 * `nodeSide` ones sharing their worker's module cache (see NODE_SIDE).
 *
 * @example
 * test: { ...commonTest, projects: sideProjects(['host-sdk/**\/*.test.ts'], ['services/**\/*.test.ts']) }
 */
export function sideProjects(browserSide: string[], nodeSide: string[]): TestProjectInlineConfiguration[] {
  return [
    { extends: true, test: { name: 'browser-side', include: browserSide } },
    { extends: true, test: { name: 'node-side', include: nodeSide, isolate: false } },
  ]
}

// Unit and service tests live beside their code; e2e/ belongs to Playwright.
export default defineConfig({
  // The modal's language catalogs, one module per language, as the modal's build serves them.
  plugins: [localeCatalogsPlugin(fileURLToPath(new URL('modal-app/ui/locales', import.meta.url)))],
  test: {
    ...commonTest,
    projects: sideProjects(BROWSER_SIDE, NODE_SIDE),
  },
})
