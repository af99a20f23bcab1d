// npm run bench: builds, starts the test stack, measures in Chromium, writes bench-results.json.
import { spawnSync } from 'node:child_process'
import { ensureChromium, ensurePostgres, ensureProjectNode } from './lib/ensureInstalled.mjs'

await ensureProjectNode()
ensureChromium()
// The load group's Postgres setups run on a throwaway server of Debian's postgresql.
const groups = process.argv[2]?.split(',') ?? []
if (groups.length === 0 || groups.includes('load')) ensurePostgres()
const env = { ...process.env, AIRLOCK_PROFILE: 'test', VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' }
// Arguments pass through: `npm run bench -- open,bridge` measures only those groups.
const build = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit', env })
if (build.status !== 0) process.exit(build.status ?? 1)
const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bench/run.ts', ...process.argv.slice(2)], { stdio: 'inherit', env })
process.exit(run.status ?? 1)
