/**
 * Whether a process with this pid exists (signal 0 probes without sending anything).
 *
 * @example
 * isProcessAlive(process.pid) // true
 */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}
