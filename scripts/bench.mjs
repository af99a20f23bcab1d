// npm run bench: builds, starts the test stack, measures in Chromium, writes bench-results.json.
import { spawnSync } from 'node:child_process'
import { ensureChromium, ensureProjectNode } from './lib/ensureInstalled.mjs'

await ensureProjectNode()
ensureChromium()
const env = { ...process.env, AIRLOCK_PROFILE: 'test', VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' }
// Arguments pass through: `npm run bench -- open,bridge` measures only those groups.
const build = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit', env })
if (build.status !== 0) process.exit(build.status ?? 1)
const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bench/run.ts', ...process.argv.slice(2)], { stdio: 'inherit', env })
process.exit(run.status ?? 1)
