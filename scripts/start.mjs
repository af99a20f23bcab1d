// npm start: installs what is missing, then runs on the project's Node 24 the whole local stack (scripts/serve.ts).
import { spawn } from 'node:child_process'
import { ensureProjectNode } from './lib/ensureInstalled.mjs'

await ensureProjectNode()
const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, AIRLOCK_PROFILE: process.env.AIRLOCK_PROFILE ?? 'dev', VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
})
// Ctrl-C reaches the child through the terminal's process group; we only wait for it.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
child.on('exit', (code) => process.exit(code ?? 0))
