import { readFileSync } from 'node:fs'
import { isProcessAlive } from './isProcessAlive'

/**
 * Kills processes a previous run of the stack started and left behind (its parent was killed
 * with SIGKILL, so nothing could stop them), by the pids that run wrote to its stack.json.
 * Nothing is touched while the run that wrote the file (`ownerPid`) is still alive, and a pid
 * is only killed when /proc shows it is still an anvil (or alto bundler) process, so a reused pid is safe.
 *
 * @example
 * killStaleAnvils('/…/.airlock/dev/stack.json')
 */
export function killStaleAnvils(stackJsonPath: string): number[] {
  let info: { pids?: unknown; ownerPid?: unknown }
  try {
    info = JSON.parse(readFileSync(stackJsonPath, 'utf8')) as typeof info
  } catch {
    return []
  }
  const { pids, ownerPid } = info
  if (!Array.isArray(pids)) return []
  if (typeof ownerPid === 'number' && ownerPid !== process.pid && isProcessAlive(ownerPid)) return []
  const killed: number[] = []
  for (const pid of pids) {
    if (typeof pid !== 'number' || !Number.isInteger(pid) || pid <= 1 || pid === process.pid) continue
    let cmdline = ''
    try {
      cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8')
    } catch {
      continue
    }
    const argv = cmdline.split('\0')
    // Chains are the anvil binary; bundlers are node running alto's CLI script.
    if (!/(^|\/)anvil$/.test(argv[0] ?? '') && !argv.some((arg) => arg.endsWith('/@pimlico/alto/esm/cli/alto.js'))) continue
    try {
      process.kill(pid, 'SIGKILL')
      killed.push(pid)
    } catch {
      // Gone in the meantime.
    }
  }
  return killed
}
