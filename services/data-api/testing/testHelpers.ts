import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createPublicClient, createWalletClient, http, type Address, type Hash, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { testAccounts } from '../../fixtures/chains/testAccounts'
import { portOffset as envPortOffset } from '../../../config/urls'
import { compileToken } from '../../fixtures/contracts/compileToken'
import { testInstanceCount } from '../../fixtures/storage/testInstanceCount'
import { testPostgresDatabase } from '../../fixtures/storage/testPostgresDatabase'
import { startRoundRobinProxy } from '../../internal/startRoundRobinProxy'
import { startStack, type Stack } from '../../stack'


/**
 * Starts a private stack for a test file: the test profile's ports plus `portOffset` (and plus
 * AIRLOCK_PORT_OFFSET, so a checkout run on shifted ports keeps its test stacks off another's), a temp
 * state folder, a fresh Postgres database when `AIRLOCK_TEST_POSTGRES` names a server (else SQLite), no relay, no registry, no signal handlers, and no account-abstraction parts
 * unless `aa: true`. `cleanup()` stops it and removes
 * the folder. In the two-instance run (vitest.instances.config.ts) the data service is that many
 * instances on the database, and `dataApiUrl` a round-robin proxy in front of them, which is their
 * `publicUrl` too (the NFT and checkout URLs they hand out name it) and, on loopback, their trusted proxy.
 *
 * @example
 * const { stack, cleanup } = await startTestStack(100)
 */
export async function startTestStack(portOffset: number, options: { aa?: boolean } = {}): Promise<{ stack: Stack; cleanup(): Promise<void> }> {
  const stateDir = mkdtempSync(join(tmpdir(), 'airlock-stack-'))
  // The Postgres run of the service suites (vitest.postgres.config.ts) gives each stack a database of its own.
  const databaseUrl = await testPostgresDatabase(`stack${portOffset}`)
  const instances = testInstanceCount()
  // The balancer first: the instances must be told its URL (their public URL), then it is told theirs.
  const proxy = instances > 1 ? await startRoundRobinProxy([]) : null
  // The bundlers are two more processes per stack; only the tests that use them pay for them.
  const stack = await startStack({
    profile: 'test', portOffset: portOffset + envPortOffset(), stateDir, relay: false, registry: false, handleSignals: false, polkadot: false, aa: options.aa ?? false, ...(databaseUrl ? { databaseUrl } : {}),
    dataApiInstances: instances, ...(proxy ? { dataApiPublicUrl: proxy.url, trustedProxies: ['127.0.0.1'] } : {}),
  }).catch(async (error: unknown) => {
    await proxy?.stop()
    throw error
  })
  proxy?.setTargets(stack.dataApiUrls)
  return {
    stack: proxy ? { ...stack, dataApiUrl: proxy.url } : stack,
    cleanup: async () => {
      await proxy?.stop()
      await stack.stop()
      rmSync(stateDir, { recursive: true, force: true })
    },
  }
}

/**
 * Sends a transaction from a key on a local chain and waits for it to be mined.
 *
 * @example
 * await sendTx(rpcUrl, testAccounts[5]!.privateKey, { to, value: parseEther('1') })
 */
export async function sendTx(rpcUrl: string, privateKey: Hex, tx: { to: Address; value?: bigint; data?: Hex }): Promise<Hash> {
  const account = privateKeyToAccount(privateKey)
  const pub = createPublicClient({ transport: http(rpcUrl) })
  const id = await pub.getChainId()
  const chain = { id, name: `anvil-${id}`, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [rpcUrl] } } }
  const wallet = createWalletClient({ account, chain, transport: http(rpcUrl) })
  const hash = await wallet.sendTransaction({ ...tx, chain })
  await pub.waitForTransactionReceipt({ hash, pollingInterval: 20 })
  return hash
}

/** Test account 0, the token owner, as a key. */
export const ownerKey = testAccounts[0]!.privateKey

/** The token ABI, for encoding mint and transfer calls. */
export const tokenAbi = compileToken().abi
