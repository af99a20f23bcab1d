import type { Project } from '../fixtures/projects/loadProjects'
import { compilePaymaster } from './compilePaymaster'
import { deployAaContracts, type AaAddresses } from './deployAaContracts'
import { startBundler, type Bundler } from './startBundler'
import { startPaymasterService } from './startPaymasterService'

export interface StartAccountAbstractionOptions {
  /** The local chains: chain id → anvil JSON-RPC URL. */
  chains: Readonly<Record<number, string>>
  /** chain id → the port of that chain's bundler. */
  bundlerPorts: Readonly<Record<number, number>>
  paymasterPort: number
  projects?: readonly Project[]
  /** The auth service whose sessions the paymaster accepts as callers (none: it sponsors nobody). */
  authUrl?: string
  /** The paymaster's sponsorship ledger (SQLite); in memory when absent. */
  paymasterLedgerPath?: string
  /** A PostgreSQL database for the paymaster's ledger instead of the file (instances on it share the caps). */
  databaseUrl?: string | undefined
  /** Browser origins allowed to call the paymaster service (the modal's). */
  corsOrigins?: readonly string[]
  log?: (line: string) => void
}

export interface AccountAbstraction {
  addresses: AaAddresses
  /** chain id → the bundler's JSON-RPC URL. */
  bundlerUrls: Record<number, string>
  /** The ERC-7677 paymaster service (every chain, the chain id is a request parameter). */
  paymasterUrl: string
  bundlers: Bundler[]
  stop(): Promise<void>
  /** Synchronous SIGKILL of the bundler processes, for `process.on('exit')`. */
  kill(): void
}

/**
 * Brings the ERC-4337 parts up on the local chains: deploys the EntryPoint v0.7, the
 * SimpleAccountFactory and the funded VerifyingPaymaster on every chain (same addresses), starts
 * one Alto bundler per chain and the ERC-7677 paymaster service. `stop()` stops the service and
 * the bundlers; a failed start stops what had started before the error is thrown.
 *
 * @example
 * const aa = await startAccountAbstraction({ chains: { 1: rpc1 }, bundlerPorts: { 1: 14437 }, paymasterPort: 14439 })
 * console.log(aa.bundlerUrls[1], aa.paymasterUrl)
 * await aa.stop()
 */
export async function startAccountAbstraction(options: StartAccountAbstractionOptions): Promise<AccountAbstraction> {
  const { chains, bundlerPorts, log = () => {} } = options
  const paymasterArtifact = compilePaymaster()
  const deployed = await Promise.all(Object.values(chains).map((rpcUrl) => deployAaContracts({ rpcUrl, paymasterArtifact })))
  const addresses = deployed[0]!
  const bundlers: Bundler[] = []
  const stopBundlers = (): Promise<unknown> => Promise.all(bundlers.map((b) => b.stop()))
  try {
    const settled = await Promise.allSettled(
      Object.entries(chains).map(([id, rpcUrl]) => {
        const port = bundlerPorts[Number(id)]
        if (port === undefined) throw new Error(`no bundler port for chain ${id}`)
        return startBundler({ chainId: Number(id), rpcUrl, port, entryPoint: addresses.entryPoint, log: (line) => log(`bundler ${id}: ${line}`) })
      }),
    )
    for (const s of settled) if (s.status === 'fulfilled') bundlers.push(s.value)
    const failed = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected')
    if (failed) throw failed.reason
    const paymasterService = await startPaymasterService({
      port: options.paymasterPort,
      chains,
      entryPoint: addresses.entryPoint,
      paymaster: addresses.paymaster,
      projects: options.projects,
      ...(options.authUrl ? { authUrl: options.authUrl } : {}),
      ...(options.paymasterLedgerPath ? { ledgerPath: options.paymasterLedgerPath } : {}),
      databaseUrl: options.databaseUrl,
      corsOrigins: options.corsOrigins,
      log,
    })
    return {
      addresses,
      bundlerUrls: Object.fromEntries(bundlers.map((b) => [b.chainId, b.url])),
      paymasterUrl: paymasterService.url,
      bundlers,
      stop: async () => {
        await paymasterService.stop()
        await stopBundlers()
      },
      kill: () => bundlers.forEach((b) => b.kill()),
    }
  } catch (error) {
    await stopBundlers()
    throw error
  }
}
