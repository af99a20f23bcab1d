import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { urlsFor, type Profile } from '../../config/urls'
import { testAccounts } from '../../services/fixtures/chains/testAccounts'
import { tokenAddress } from '../../services/fixtures/contracts/tokenAddress'
import type { DemoEnv } from './DemoEnv'

const repoRoot = fileURLToPath(new URL('../../', import.meta.url))
const ADDRESS = /^0x[0-9a-fA-F]{40}$/

export interface ReadDemoEnvPaths {
  /** The local stack's state file (default `.airlock/<profile>/stack.json`). */
  stackFile?: string
  /** The ES build of the host SDK whose gzip size the footer shows. */
  hostSdkFile?: string
}

/**
 * Collects everything the demo page needs to reach the local stack of `profile`: every URL from
 * `urlsFor(profile)` (with `npm start`'s bundlers and paymaster, so its embedded wallet is a smart
 * account), the AUSD token address from the stack's `stack.json` when the stack wrote
 * one (else the deterministic deploy address), a second test account and the host SDK's size.
 *
 * @example
 * const env = readDemoEnv('test')
 * env.modalUrl // 'http://localhost:15174/'
 */
export function readDemoEnv(profile: Profile, paths: ReadDemoEnvPaths = {}): DemoEnv {
  const urls = urlsFor(profile)
  const stackFile = paths.stackFile ?? join(repoRoot, '.airlock', profile, 'stack.json')
  const hostSdkFile = paths.hostSdkFile ?? join(repoRoot, 'dist/host-sdk/index.js')
  const stack = readStack(stackFile)
  const stackToken = typeof stack?.tokenAddress === 'string' && ADDRESS.test(stack.tokenAddress) ? stack.tokenAddress : undefined
  return {
    profile,
    modalUrl: urls.modal,
    dataApiUrl: urls.dataApi,
    relayUrl: urls.relay,
    authUrl: urls.auth,
    smartAccounts: profile === 'dev' ? { bundlerUrls: { 'eip155:1': urls.bundler['1'], 'eip155:8453': urls.bundler['8453'] }, paymasterUrl: urls.paymaster } : null,
    rpcUrls: urls.rpc,
    solanaRpcUrl: urls.solanaRpc,
    tokenAddress: stackToken ?? tokenAddress(),
    tokenSource: stackToken ? 'stack.json' : 'deterministic',
    secondAccount: secondAccountOf(stack?.accounts) ?? testAccounts[1]!.address,
    hostSdkGzipBytes: existsSync(hostSdkFile) ? gzipSync(readFileSync(hostSdkFile), { level: 9 }).length : null,
  }
}

interface StackFile {
  tokenAddress?: unknown
  accounts?: unknown
}

function readStack(file: string): StackFile | undefined {
  if (!existsSync(file)) return undefined
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'))
    return parsed && typeof parsed === 'object' ? (parsed as StackFile) : undefined
  } catch {
    // A half-written file while the stack starts: fall back to the deterministic values.
    return undefined
  }
}

/** stack.json lists accounts as addresses or as `{ address }` objects; take the second one. */
function secondAccountOf(accounts: unknown): string | undefined {
  if (!Array.isArray(accounts)) return undefined
  const entry: unknown = accounts[1]
  const address = typeof entry === 'string' ? entry : (entry as { address?: unknown } | undefined)?.address
  return typeof address === 'string' && ADDRESS.test(address) ? address : undefined
}
