import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import type { Address } from 'viem'
import { startAccountAbstraction } from './aa/startAccountAbstraction'
import type { AaAddresses } from './aa/deployAaContracts'
import { startAuthService } from './auth/startAuthService'
import { startAnvil, type AnvilChain } from './fixtures/chains/startAnvil'
import { testAccounts } from './fixtures/chains/testAccounts'
import { compileToken } from './fixtures/contracts/compileToken'
import { deployToken } from './fixtures/contracts/deployToken'
import { createDataApi } from './data-api/createDataApi'
import type { DataApiOptions } from './data-api/types'
import { listeningPort } from './internal/isOwnHost'
import { MissingPublicUrlError } from './internal/MissingPublicUrlError'
import { publicOrigin } from './internal/publicOrigin'
import { ausdTokens, defaultPrices } from './data-api/defaults'
import { deployExchange } from './fixtures/exchange/deployExchange'
import { compileCollectibles } from './fixtures/nfts/compileCollectibles'
import { deployCollectibles } from './fixtures/nfts/deployCollectibles'
import { exchangeKeys } from './fixtures/exchange/exchangeKeys'
import { marketTokens } from './fixtures/exchange/marketTokens'
import { IDENTITY_NAMESPACE, type IdentityRecord } from './data-api/routes/identityRoute'
import { modalOrigins, readPorts, stackStateDir, type Profile, type ProfilePorts } from './internal/paths'
import { killStaleAnvils } from './internal/staleProcesses'
import { loadProjects } from './fixtures/projects/loadProjects'
import { localStackEndpoints, withLocalEndpoints } from './fixtures/projects/withLocalEndpoints'
import { openStorage } from './fixtures/storage/openStorage'
import type { PostgresStorage } from './fixtures/storage/PostgresStorage'
import type { SqliteStorage } from './fixtures/storage/SqliteStorage'
import { startRelay } from './relay/startRelay'
import { startSolana, type RunningSolana } from './solana/startSolana'
import { startPolkadot, type RunningPolkadot } from './polkadot/startPolkadot'
import { startBitcoin, type RunningBitcoin } from './bitcoin/startBitcoin'

export interface StartStackOptions {
  profile: Profile
  /** Progress lines ("chain 1 at …"); silent by default. */
  log?: (line: string) => void
  /** Added to every port of the profile (tests use 100+ to stay off the shared ports). */
  portOffset?: number
  /** Where stack.json and the database go; `.airlock/<profile>` (`<profile>+<offset>`) by default. */
  stateDir?: string
  /** Start the WalletConnect relay (services/relay; default true). */
  relay?: boolean
  /** Pass the relay's per-connection lines (open, closed, refused) to `log` (default false: they drown the URLs). */
  relayDebug?: boolean
  /** Mount the wallet registry routes (services/fixtures/registry/routes.ts; default true). */
  registry?: boolean
  /** Names and avatars to put in the identity table at start. */
  names?: Readonly<Record<string, IdentityRecord>>
  /** Start the embedded wallet's auth service: SMTP sink, auth API, OpenID Connect provider (default true). */
  auth?: boolean
  /** Start the local Solana chain (default true). */
  solana?: boolean
  /** Start the local Polkadot stand-in (default true). */
  polkadot?: boolean
  /** Start the local Bitcoin chain, the regtest stand-in (default true). */
  bitcoin?: boolean
  /** Deploy the ERC-4337 contracts and start a bundler per chain and the paymaster service (default true). */
  aa?: boolean
  /** Stop the stack on SIGINT/SIGTERM of this process (default true). */
  handleSignals?: boolean
  /**
   * A PostgreSQL URL the data service, the auth service and the paymaster keep their state in (default:
   * `DATABASE_URL` of the environment); without one, SQLite files in the state folder.
   */
  databaseUrl?: string
  /**
   * How many instances of the data service to run (default 1): the first on the profile's port,
   * the others on free loopback ports, each with its own handle on the store. With Postgres they
   * share every limit and one-time value, as instances behind a load balancer do.
   */
  dataApiInstances?: number
  /**
   * Where browsers reach the data service (its `publicUrl`): required with more than one instance
   * (the balancer's URL; MissingPublicUrlError otherwise), the first instance's own address by
   * default with one. The test collections' token URIs, NFT images and on-ramp checkout links name it.
   */
  dataApiPublicUrl?: string
  /**
   * The load balancer's addresses, given to the data and auth services as `trustedProxies`: the
   * per-client limits then count the visitor each request is forwarded for. None by default.
   */
  trustedProxies?: readonly string[]
}

export interface Stack {
  profile: Profile
  ports: ProfilePorts
  chains: AnvilChain[]
  rpcUrls: Record<number, string>
  tokenAddress: Address
  /** The local constant-product exchange and the second test token, AEUR (same on both chains). */
  exchange: { address: Address; aeur: Address }
  /** The NFT test collections with public mint: ERC-721 AirlockBadges and ERC-1155 AirlockItems (same on both chains). */
  nfts: { badges: Address; items: Address }
  dataApi: FastifyInstance
  dataApiUrl: string
  /** Every data service instance's URL, `dataApiUrl` first (see `dataApiInstances`). */
  dataApiUrls: string[]
  relayUrl: string | null
  /** The auth service (the modal's `authUrl`), null when started with `auth: false`. */
  authUrl: string | null
  /** The local mailbox page where sign-in code mails are read. */
  mailboxUrl: string | null
  /** chain id → the chain's ERC-4337 bundler (empty when started with `aa: false`). */
  bundlerUrls: Record<number, string>
  /** The ERC-7677 paymaster service, null when started with `aa: false`. */
  paymasterUrl: string | null
  /** EntryPoint v0.7, SimpleAccountFactory and VerifyingPaymaster (same on every chain). */
  aaAddresses: AaAddresses | null
  /** The data service's store: the SQLite file, or Postgres with a `databaseUrl`. */
  storage: SqliteStorage | PostgresStorage
  /** The local Solana chain (playing devnet), null when started with `solana: false`. */
  solana: RunningSolana | null
  /** The local Polkadot stand-in (playing Polkadot), null when started with `polkadot: false`. */
  polkadot: RunningPolkadot | null
  /** The local Bitcoin chain (regtest stand-in with an Esplora API), null when started with `bitcoin: false`. */
  bitcoin: RunningBitcoin | null
  accounts: Address[]
  stackJsonPath: string
  stop(): Promise<void>
}

type Stopper = () => Promise<void> | void
const CHAIN_IDS = [1, 8453] as const

/**
 * Starts the whole local stack of a profile on its fixed ports: anvil chains 1 and 8453, the
 * AUSD token compiled and deployed on both (same address), the ERC-4337 parts (EntryPoint v0.7,
 * SimpleAccountFactory and funded VerifyingPaymaster on both chains, an Alto bundler per chain,
 * the ERC-7677 paymaster service; services/aa), the storage (SQLite, or Postgres with `databaseUrl`), the data API
 * (with the wallet registry's routes), the WalletConnect relay, the local Solana chain and the auth service (with its
 * SMTP sink, mailbox page and OpenID Connect provider). The NFT test collections (services/fixtures/nfts) are deployed on both chains. Writes
 * `.airlock/<profile>/stack.json` with what clients need. `stop()` stops every part; SIGINT and
 * SIGTERM of this process stop it too, and a crash kills the chains on exit. If a start step
 * fails, what was already started is stopped before the error is thrown.
 *
 * @example
 * const stack = await startStack({ profile: 'test', portOffset: 100 })
 * console.log(stack.dataApiUrl, stack.rpcUrls[1])
 * await stack.stop()
 */
export async function startStack(options: StartStackOptions): Promise<Stack> {
  const { profile, portOffset = 0 } = options
  const dataApiInstances = options.dataApiInstances ?? 1
  // Before anything starts: instances behind a balancer that each named themselves would hand out dead links.
  if (dataApiInstances > 1 && options.dataApiPublicUrl === undefined) throw new MissingPublicUrlError('dataApiPublicUrl', dataApiInstances)
  const log = options.log ?? (() => {})
  const base = readPorts(profile)
  const ports: ProfilePorts = {
    ...base,
    demo: base.demo + portOffset,
    modal: base.modal + portOffset,
    dataApi: base.dataApi + portOffset,
    relay: base.relay + portOffset,
    solana: base.solana + portOffset,
    polkadot: base.polkadot === undefined ? undefined : base.polkadot + portOffset,
    bitcoin: base.bitcoin === undefined ? undefined : base.bitcoin + portOffset,
    auth: base.auth + portOffset,
    authSmtp: base.authSmtp + portOffset,
    authOidc: base.authOidc + portOffset,
    chains: Object.fromEntries(Object.entries(base.chains).map(([id, p]) => [id, p + portOffset])),
    bundlers: Object.fromEntries(Object.entries(base.bundlers ?? {}).map(([id, p]) => [id, p + portOffset])),
    paymaster: base.paymaster === undefined ? undefined : base.paymaster + portOffset,
  }
  // Stacks on other ports (tests, experiments) keep their own state beside the profile's.
  const stateDir = options.stateDir ?? stackStateDir(profile, portOffset)
  const dataApiPublicUrl = publicOrigin(options.dataApiPublicUrl ?? `http://127.0.0.1:${ports.dataApi}`)
  // Every profile's modal origins, and this stack's own when its ports are shifted (a second e2e
  // shard serves its modal there): the callers the data API, auth and paymaster always allow.
  const servedModalOrigins = [...new Set([...modalOrigins(), `http://localhost:${ports.modal}`, `http://127.0.0.1:${ports.modal}`])]
  const stackJsonPath = join(stateDir, 'stack.json')
  mkdirSync(stateDir, { recursive: true })
  const stale = killStaleAnvils(stackJsonPath)
  if (stale.length) log(`stopped ${stale.length} chain(s) left over from an earlier run: pids ${stale.join(', ')}`)

  const stoppers: Stopper[] = []
  const chains: AnvilChain[] = []
  const bundlers: { kill(): void }[] = []
  const killChains = (): void => [...chains, ...bundlers].forEach((c) => c.kill())
  process.on('exit', killChains)
  let stopping: Promise<void> | null = null
  const stop = (): Promise<void> =>
    (stopping ??= (async () => {
      for (const s of stoppers.reverse()) await Promise.resolve(s()).catch((e: Error) => log(`stop failed: ${e.message}`))
      process.off('exit', killChains)
      for (const sig of ['SIGINT', 'SIGTERM'] as const) process.off(sig, onSignal)
    })())
  const onSignal = (signal: NodeJS.Signals): void => {
    void stop().then(() => {
      // Nobody else handles the signal: behave as if we had not caught it.
      if (process.listenerCount(signal) === 0) process.kill(process.pid, signal)
    })
  }
  if (options.handleSignals !== false) for (const sig of ['SIGINT', 'SIGTERM'] as const) process.once(sig, onSignal)

  try {
    const starting = CHAIN_IDS.map((chainId) => startAnvil({ chainId, port: ports.chains[String(chainId)]! }))
    const artifact = compileToken()
    const settled = await Promise.allSettled(starting)
    for (const c of settled) {
      if (c.status !== 'fulfilled') continue
      chains.push(c.value)
      stoppers.push(c.value.stop)
    }
    const failed = settled.find((c): c is PromiseRejectedResult => c.status === 'rejected')
    if (failed) throw failed.reason
    const rpcUrls = Object.fromEntries(chains.map((c) => [c.chainId, c.rpcUrl])) as Record<number, string>
    for (const c of chains) log(`chain ${c.chainId}  ${c.rpcUrl}`)

    const deployed = await Promise.all(chains.map((c) => deployToken({ rpcUrl: c.rpcUrl, artifact })))
    const tokenAddress = deployed[0]!.address
    log(`AUSD token ${tokenAddress} on chains ${CHAIN_IDS.join(' and ')}`)
    // After the token: test account 0 mints the pools' AUSD, so nothing else may use its nonces yet.
    const market = (await Promise.all(chains.map((c) => deployExchange({ rpcUrl: c.rpcUrl, ausd: tokenAddress }))))[0]!
    const exchange = { address: market.exchange, aeur: market.aeur }
    log(`exchange   ${exchange.address} (pools ETH/AUSD and ETH/AEUR, AEUR ${exchange.aeur})`)
    // Their own deployer key: no nonce shared with the steps above. Metadata is served by the data API.
    const collectibles = compileCollectibles()
    const nftSet = (await Promise.all(chains.map((c) => deployCollectibles({ rpcUrl: c.rpcUrl, metadataUrl: dataApiPublicUrl, artifact: collectibles }))))[0]!
    const nfts = { badges: nftSet.badges, items: nftSet.items }
    log(`NFTs       ${nfts.badges} (ERC-721 AirlockBadges), ${nfts.items} (ERC-1155 AirlockItems)`)

    // AIRLOCK_REQUEST_LOG=1: one JSON line per request of the data and auth services on stdout.
    const requestLog = process.env.AIRLOCK_REQUEST_LOG === '1' ? (line: string) => void process.stdout.write(`${line}\n`) : undefined
    // One database for the data service, the auth service and the paymaster (each its own tables).
    const databaseUrl = options.databaseUrl ?? process.env.DATABASE_URL
    const aa =
      options.aa === false
        ? null
        : await startAccountAbstraction({
            chains: rpcUrls,
            bundlerPorts: Object.fromEntries(Object.entries(ports.bundlers ?? {}).map(([id, p]) => [Number(id), p])),
            paymasterPort: ports.paymaster ?? 0,
            // The auth service starts later on its fixed port; the paymaster asks it per request.
            ...(options.auth === false ? {} : { authUrl: `http://127.0.0.1:${ports.auth}` }),
            paymasterLedgerPath: join(stateDir, 'paymaster.sqlite'),
            databaseUrl,
            corsOrigins: servedModalOrigins,
            log,
          })
    if (aa) {
      stoppers.push(aa.stop)
      bundlers.push(aa)
      for (const [id, url] of Object.entries(aa.bundlerUrls)) log(`bundler ${id.padEnd(5)}${url} (ERC-4337, EntryPoint ${aa.addresses.entryPoint})`)
      log(`paymaster  ${aa.paymasterUrl} (ERC-7677, VerifyingPaymaster ${aa.addresses.paymaster})`)
    }

    const storage = await openStorage({ databaseUrl, path: join(stateDir, 'airlock.sqlite') })
    stoppers.push(() => storage.close())
    for (const [address, record] of Object.entries(options.names ?? {})) await storage.kv.set(IDENTITY_NAMESPACE, address.toLowerCase(), record)
    log(`database   ${storage.path}`)

    const dataApiOptions: DataApiOptions = {
      chains: rpcUrls,
      // The settings the modal reads name this stack's loopback services as the operator's endpoints.
      projects: withLocalEndpoints(loadProjects(), localStackEndpoints(ports)),
      modalOrigins: servedModalOrigins,
      storage,
      prices: defaultPrices,
      tokens: [...ausdTokens(tokenAddress, CHAIN_IDS), ...marketTokens(exchange.aeur, CHAIN_IDS)],
      exchange: exchange.address,
      onramp: { treasuryKey: exchangeKeys.onrampTreasury.privateKey },
      ...(options.solana === false ? {} : { solanaRpcUrl: `http://127.0.0.1:${ports.solana}` }),
      registry: options.registry !== false,
      publicUrl: dataApiPublicUrl,
      ...(options.trustedProxies ? { trustedProxies: options.trustedProxies } : {}),
      log,
      requestLog,
    }
    const dataApi = await createDataApi(dataApiOptions)
    await dataApi.listen({ host: '127.0.0.1', port: ports.dataApi })
    stoppers.push(() => dataApi.close())
    const dataApiUrl = `http://127.0.0.1:${ports.dataApi}`
    log(`data API   ${dataApiUrl}`)
    const dataApiUrls = [dataApiUrl]
    if (dataApiPublicUrl !== dataApiUrl) log(`data API   public URL ${dataApiPublicUrl}`)
    for (let i = 1; i < dataApiInstances; i++) {
      const own = await openStorage({ databaseUrl, path: join(stateDir, 'airlock.sqlite') })
      stoppers.push(() => own.close())
      const instance = await createDataApi({ ...dataApiOptions, storage: own })
      await instance.listen({ host: '127.0.0.1', port: 0 })
      stoppers.push(() => instance.close())
      dataApiUrls.push(`http://127.0.0.1:${listeningPort(instance.server)}`)
      log(`data API   ${dataApiUrls.at(-1)} (instance ${i + 1})`)
    }

    const relay = options.relay === false ? null : await startRelay({ port: ports.relay, host: '127.0.0.1', log: options.relayDebug ? log : () => {} })
    if (relay) {
      stoppers.push(relay.stop)
      log(`relay      ${relay.url}`)
    }

    const solana = options.solana === false ? null : await startSolana({ port: ports.solana, wsPort: ports.solana + 1, log })
    if (solana) {
      stoppers.push(solana.stop)
      log(`solana     ${solana.rpcUrl} (websocket ${solana.wsUrl}, plays ${solana.cluster} ${solana.chainId})`)
    }

    const polkadot = options.polkadot === false || ports.polkadot === undefined ? null : await startPolkadot({ port: ports.polkadot, log })
    if (polkadot) {
      stoppers.push(polkadot.stop)
      log(`polkadot   ${polkadot.rpcUrl} (stand-in, plays ${polkadot.chainId})`)
    }

    const bitcoin = options.bitcoin === false || ports.bitcoin === undefined ? null : await startBitcoin({ port: ports.bitcoin, log })
    if (bitcoin) {
      stoppers.push(bitcoin.stop)
      log(`bitcoin    ${bitcoin.url} (Esplora API, regtest stand-in ${bitcoin.chainId})`)
    }

    const auth =
      options.auth === false
        ? null
        : await startAuthService({
            port: ports.auth,
            smtpPort: ports.authSmtp,
            oidcPort: ports.authOidc,
            databasePath: join(stateDir, 'auth.sqlite'),
            databaseUrl,
            modalOrigins: servedModalOrigins,
            // The local stack (dev or test profile) is the only place the mailbox and test users exist.
            devPages: true,
            ...(options.trustedProxies ? { trustedProxies: options.trustedProxies } : {}),
            log,
            ...(requestLog ? { requestLog } : {}),
          })
    if (auth) {
      stoppers.push(auth.stop)
      log(`auth       ${auth.url} (OpenID Connect ${auth.issuer}, SMTP 127.0.0.1:${auth.smtpPort})`)
      log(`mailbox    ${auth.mailboxUrl}`)
    }

    const accounts = testAccounts.map((a) => a.address)
    const info = { profile, rpcUrls, tokenAddress, exchange, nfts, dataApiUrl, relayUrl: relay?.url ?? null, solanaRpcUrl: solana?.rpcUrl ?? null, polkadotRpcUrl: polkadot?.rpcUrl ?? null, bitcoinUrl: bitcoin?.url ?? null, authUrl: auth?.url ?? null, mailboxUrl: auth?.mailboxUrl ?? null, bundlerUrls: aa?.bundlerUrls ?? {}, paymasterUrl: aa?.paymasterUrl ?? null, aaAddresses: aa?.addresses ?? null, accounts, pids: [...chains.map((c) => c.pid), ...(aa?.bundlers.map((b) => b.pid) ?? [])], ownerPid: process.pid, startedAt: new Date().toISOString() }
    writeFileSync(stackJsonPath, JSON.stringify(info, null, 2))
    // A clean stop removes stack.json, so a file left behind always means a run that crashed.
    stoppers.unshift(() => rmSync(stackJsonPath, { force: true }))
    return { profile, ports, chains, rpcUrls, tokenAddress, exchange, nfts, dataApi, dataApiUrl, dataApiUrls, relayUrl: info.relayUrl, authUrl: info.authUrl, mailboxUrl: info.mailboxUrl, bundlerUrls: info.bundlerUrls, paymasterUrl: info.paymasterUrl, aaAddresses: info.aaAddresses, storage, solana, polkadot, bitcoin, accounts, stackJsonPath, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
