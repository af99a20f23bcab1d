import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { testPostgresDatabase } from '../../fixtures/storage/testPostgresDatabase'
import { startRoundRobinProxy, type RoundRobinProxy } from '../../internal/startRoundRobinProxy'
import { startOidcProvider, type RunningOidcProvider } from '../oidc/startOidcProvider'
import { startAuthService, type AuthServiceOptions, type RunningAuthService } from '../startAuthService'

export interface AuthInstances {
  instances: RunningAuthService[]
  /** The round-robin proxy in front of them: request i goes to instance i mod count. */
  proxy: RoundRobinProxy
  /**
   * The instances seen as one service, as a visitor sees them: `url` is the proxy's, the sink's
   * `messages` are every instance's mails (newest first) and its `stop` stops every instance's.
   */
  service: RunningAuthService
  /** Stops the proxy, the instances and their OpenID Connect provider, and removes the database folder. */
  stop(): Promise<void>
}

/**
 * Starts `count` auth service instances on one database, behind a loopback round-robin proxy, as
 * an operator runs them behind a load balancer: a SQLite file in a temp folder (one machine), or
 * in the suites' Postgres run a fresh Postgres database (`databasePath` / `databaseUrl` in
 * `options` choose others). As an operator must, it gives every instance the proxy's URL as its
 * `publicUrl`, its address as `trustedProxies`, one OpenID Connect provider whose clients redirect there, and one code pepper, so
 * a sign-in started at one instance finishes at any other and a code one mails another checks.
 *
 * @example
 * const { instances, proxy, stop } = await startAuthInstances(2)
 */
export async function startAuthInstances(count: number, options: Partial<AuthServiceOptions> = {}): Promise<AuthInstances> {
  const dir = mkdtempSync(join(tmpdir(), 'airlock-auth-instances-'))
  const instances: RunningAuthService[] = []
  let proxy: RoundRobinProxy | undefined
  let op: RunningOidcProvider | undefined
  const stop = async () => {
    await proxy?.stop()
    for (const a of instances.splice(0)) await a.stop()
    await op?.stop()
    rmSync(dir, { recursive: true, force: true })
  }
  try {
    const databaseUrl = options.databaseUrl ?? (await testPostgresDatabase('auth_instances'))
    // The proxy first: the instances and the provider must know the URL visitors reach them at.
    proxy = await startRoundRobinProxy([])
    const publicUrl = proxy.url
    op = await startOidcProvider({ port: 0, redirectUri: `${publicUrl}/v1/auth/social/callback` })
    const shared: AuthServiceOptions = {
      port: 0,
      smtpPort: 0,
      oidcPort: 0,
      databasePath: join(dir, 'auth.sqlite'),
      devPages: true,
      log: () => {},
      ...options,
      databaseUrl,
      codePepper: options.codePepper ?? randomBytes(32),
      publicUrl,
      // The proxy is on loopback: the limits count the client it forwards for.
      trustedProxies: ['127.0.0.1'],
      oidcProvider: op,
    }
    for (let i = 0; i < count; i++) instances.push(await startAuthService(shared))
    proxy.setTargets(instances.map((a) => a.address))
  } catch (error) {
    await stop()
    throw error
  }
  return { instances, proxy, service: asOneService(instances, stop), stop }
}

/** The instances as the one service a visitor sees at the proxy (every instance has its URL as `url`). */
function asOneService(instances: RunningAuthService[], stop: () => Promise<void>): RunningAuthService {
  const first = instances[0]!
  const sink = {
    ...first.sink,
    messages: (to?: string) => instances.flatMap((a) => a.sink.messages(to)).sort((a, b) => b.receivedAt - a.receivedAt),
    // "The mail server is down" means every instance's.
    stop: async () => {
      for (const a of instances) await a.sink.stop()
    },
  }
  return { ...first, address: first.url, sink, stop }
}
