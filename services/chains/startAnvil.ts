import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { TEST_MNEMONIC } from './testAccounts'

/** A running anvil chain. `stop()` resolves once the process has exited. */
export interface AnvilChain {
  chainId: number
  port: number
  rpcUrl: string
  pid: number
  stop(): Promise<void>
  /** Synchronous SIGKILL, for `process.on('exit')` where nothing can be awaited. */
  kill(): void
}

export interface StartAnvilOptions {
  chainId: number
  port: number
  /** Extra lines of anvil's output go here (off by default: anvil is chatty). */
  log?: (line: string) => void
  /** Give up if the RPC is not answering after this long. */
  timeoutMs?: number
}

/**
 * Locates the anvil binary shipped by the `@foundry-rs/anvil` platform package. Spawned
 * directly (never through npx) so that killing it really stops the chain.
 *
 * @example
 * spawn(anvilBinary(), ['--version'])
 */
export function anvilBinary(): string {
  const require = createRequire(import.meta.url)
  const pkg = require.resolve(`@foundry-rs/anvil-${process.platform}-${process.arch === 'x64' ? 'amd64' : process.arch}/package.json`)
  const bin = join(dirname(pkg), 'bin', process.platform === 'win32' ? 'anvil.exe' : 'anvil')
  if (!existsSync(bin)) throw new Error(`anvil binary not found at ${bin}`)
  return bin
}

async function rpcAnswers(rpcUrl: string): Promise<boolean> {
  try {
    const res = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
    })
    return res.ok
  } catch {
    return false
  }
}

/**
 * Starts one anvil chain on 127.0.0.1 with the default test mnemonic and 10 funded accounts,
 * instant mining, and resolves when its RPC answers. Rejects if the port is taken or the
 * process dies early; `stop()` sends SIGTERM (SIGKILL after 2 s) and waits for the exit.
 *
 * @example
 * const chain = await startAnvil({ chainId: 8453, port: 18646 })
 * // … use chain.rpcUrl …
 * await chain.stop()
 */
export async function startAnvil({ chainId, port, log, timeoutMs = 10_000 }: StartAnvilOptions): Promise<AnvilChain> {
  const rpcUrl = `http://127.0.0.1:${port}`
  if (await rpcAnswers(rpcUrl)) throw new Error(`port ${port} is already serving an RPC; stop the old chain first`)
  const child = spawn(
    anvilBinary(),
    ['--host', '127.0.0.1', '--port', String(port), '--chain-id', String(chainId), '--mnemonic', TEST_MNEMONIC, '--accounts', '10', '--silent'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  let exited = false
  let stderr = ''
  const exit = new Promise<void>((resolve) => child.once('exit', () => ((exited = true), resolve())))
  child.stdout.on('data', (d: Buffer) => log?.(d.toString().trimEnd()))
  child.stderr.on('data', (d: Buffer) => {
    stderr += d.toString()
    log?.(d.toString().trimEnd())
  })

  const stop = async (): Promise<void> => {
    if (exited) return
    child.kill('SIGTERM')
    const timer = setTimeout(() => child.kill('SIGKILL'), 2_000)
    await exit
    clearTimeout(timer)
  }

  const deadline = Date.now() + timeoutMs
  while (!(await rpcAnswers(rpcUrl))) {
    if (exited) throw new Error(`anvil (chain ${chainId}, port ${port}) exited at start: ${stderr.trim() || 'no output'}`)
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`anvil (chain ${chainId}, port ${port}) did not answer within ${timeoutMs} ms`)
    }
    await new Promise((r) => setTimeout(r, 25))
  }
  const kill = (): void => {
    if (!exited) child.kill('SIGKILL')
  }
  return { chainId, port, rpcUrl, pid: child.pid ?? -1, stop, kill }
}
