import { spawn, type ChildProcess } from 'node:child_process'

/**
 * An Xvfb display of its own (`-displayfd` lets Xvfb pick a free number and tell it): WebKitGTK's
 * MiniBrowser has no headless mode.
 *
 * @example
 * const display = await startXvfb()
 * spawn('WebKitWebDriver', [], { env: { ...process.env, DISPLAY: display.name } })
 */
export async function startXvfb(): Promise<{ name: string; process: ChildProcess }> {
  const child = spawn('Xvfb', ['-displayfd', '1', '-screen', '0', '1280x800x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'pipe', 'ignore'] })
  const number = await new Promise<string>((resolve, reject) => {
    child.stdout!.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()))
    child.once('exit', (code) => reject(new Error(`Xvfb exited (${code})`)))
  })
  return { name: `:${number}`, process: child }
}
