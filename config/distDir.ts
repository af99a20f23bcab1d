/**
 * Where the build writes and the test servers read the modal and the demo: `dist` unless
 * `AIRLOCK_DIST` names another folder (relative to the repository root). The second e2e shard of
 * `npm test` builds its own modal and demo there, because a test build bakes in its stack's
 * ports; the host SDK has no ports in it, so every run shares `dist/host-sdk`.
 *
 * @example
 * distDir({ AIRLOCK_DIST: '.airlock/shard-2/dist' }) // '.airlock/shard-2/dist'
 */
export function distDir(env: Record<string, string | undefined> = process.env): string {
  return env.AIRLOCK_DIST || 'dist'
}
