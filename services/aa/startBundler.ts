import { spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import type { Address } from 'viem'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { aaKeys } from './aaKeys'

/** Keeps the bundler on 127.0.0.1 (alto itself binds every interface). */
const loopbackPreload = fileURLToPath(new URL('./internal/loopbackOnly.mjs', import.meta.url))

/** A running bundler process serving one chain. `stop()` resolves once it has exited. */
export interface Bundler {
  chainId: number
  port: number
  url: string
  pid: number
  stop(): Promise<void>
  /** Synchronous SIGKILL, for `process.on('exit')` where nothing can be awaited. */
  kill(): void
}

export interface StartBundlerOptions {
  chainId: number
  /** The chain's JSON-RPC endpoint (the local anvil). */
  rpcUrl: string
  port: number
  entryPoint: Address
  /** The bundler's own log lines (warnings and errors) go here; off by default. */
  log?: (line: string) => void
  /**
   * How long alto may take to answer its first request (90 s): it compiles and loads a large
   * module graph, which took over 30 s on two cores with several test stacks starting at once.
   */
  timeoutMs?: number
}

/**
 * Locates the `alto` CLI script of the `@pimlico/alto` package, run with this Node directly
 * (never through npx) so that killing the child really stops the bundler.
 *
 * @example
 * spawn(process.execPath, [altoCli(), '--help'])
 */
export function altoCli(): string {
  const require = createRequire(import.meta.url)
  // The package exports only its entry, not package.json: find its folder on the lookup paths.
  const dir = (require.resolve.paths('@pimlico/alto') ?? []).map((p) => join(p, '@pimlico/alto')).find((d) => existsSync(join(d, 'package.json')))
  if (!dir) throw new Error('@pimlico/alto is not installed')
  const bin = (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { bin?: Record<string, string> }).bin?.['alto']
  if (!bin) throw new Error('@pimlico/alto declares no alto binary')
  return join(dir, bin)
}

async function answers(url: string, chainId: number): Promise<boolean> {
  try {
    const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }) })
    const body = (await res.json()) as { result?: string }
    return res.ok && body.result !== undefined && Number(body.result) === chainId
  } catch {
    return false
  }
}

/**
 * Starts the Pimlico Alto ERC-4337 bundler for one local chain on 127.0.0.1:`port` and resolves
 * when its JSON-RPC answers. Safe mode is off because anvil has no `debug_traceCall` with the
 * JavaScript tracer the ERC-7562 rule checks need; everything else (validation simulation, gas
 * estimation, bundling through `handleOps`) is the real bundler. It bundles as soon as a user
 * operation arrives, submits with `aaKeys.executor` and deploys its simulation contracts with
 * `aaKeys.utility` (both funded by `deployAaContracts`). CORS is on so the modal can call it.
 *
 * @example
 * const bundler = await startBundler({ chainId: 1, rpcUrl: chain.rpcUrl, port: 14437, entryPoint: entryPoint07Address })
 * // … createBundlerClient({ transport: http(bundler.url) }) …
 * await bundler.stop()
 */
export async function startBundler({ chainId, rpcUrl, port, entryPoint, log, timeoutMs = 90_000 }: StartBundlerOptions): Promise<Bundler> {
  const url = `http://127.0.0.1:${port}`
  if (await answers(url, chainId)) throw new Error(`port ${port} is already serving a bundler; stop the old one first`)
  // prettier-ignore
  const args = [
    '--import', pathToFileURL(loopbackPreload).href,
    altoCli(),
    '--entrypoints', entryPoint,
    '--rpc-url', rpcUrl,
    '--port', String(port),
    '--executor-private-keys', aaKeys.executor.privateKey,
    '--utility-private-key', aaKeys.utility.privateKey,
    '--safe-mode', 'false',
    '--refilling-wallets', 'false',
    '--utility-wallet-monitor', 'false',
    '--block-time', '100',
    '--min-bundle-interval', '10',
    '--max-bundle-interval', '50',
    '--enable-cors', 'true',
    '--log-level', 'warn',
  ]
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] })
  let exited = false
  let output = ''
  const exit = new Promise<void>((resolve) => child.once('exit', () => ((exited = true), resolve())))
  const onData = (d: Buffer): void => {
    output = (output + d.toString()).slice(-4_000)
    log?.(d.toString().trimEnd())
  }
  child.stdout.on('data', onData)
  child.stderr.on('data', onData)

  const stop = async (): Promise<void> => {
    if (exited) return
    child.kill('SIGTERM')
    const timer = setTimeout(() => child.kill('SIGKILL'), 2_000)
    await exit
    clearTimeout(timer)
  }
  const deadline = Date.now() + timeoutMs
  while (!(await answers(url, chainId))) {
    if (exited) throw new Error(`the bundler (chain ${chainId}, port ${port}) exited at start: ${output.trim() || 'no output'}`)
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`the bundler (chain ${chainId}, port ${port}) did not answer within ${timeoutMs} ms: ${output.trim()}`)
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  const kill = (): void => {
    if (!exited) child.kill('SIGKILL')
  }
  return { chainId, port, url, pid: child.pid ?? -1, stop, kill }
}
