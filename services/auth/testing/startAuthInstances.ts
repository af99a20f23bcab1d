import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { testPostgresDatabase } from '../../fixtures/storage/testPostgresDatabase'
import { startRoundRobinProxy, type RoundRobinProxy } from '../../internal/startRoundRobinProxy'
import { startAuthService, type AuthServiceOptions, type RunningAuthService } from '../startAuthService'

export interface AuthInstances {
  instances: RunningAuthService[]
  /** The round-robin proxy in front of them: request i goes to instance i mod count. */
  proxy: RoundRobinProxy
  /** Stops the proxy and the instances, and removes the database folder. */
  stop(): Promise<void>
}

/**
 * Starts `count` auth service instances on one database, behind a loopback round-robin proxy, as
 * an operator runs them behind a load balancer: a SQLite file in a temp folder (one machine), or
 * in the suites' Postgres run a fresh Postgres database. They share a code pepper, so a code one
 * mails the other checks.
 *
 * @example
 * const { instances, proxy, stop } = await startAuthInstances(2)
 */
export async function startAuthInstances(count: number, options: Partial<AuthServiceOptions> = {}): Promise<AuthInstances> {
  const dir = mkdtempSync(join(tmpdir(), 'airlock-auth-instances-'))
  const databaseUrl = await testPostgresDatabase('auth_instances')
  const codePepper = randomBytes(32)
  const instances: RunningAuthService[] = []
  let proxy: RoundRobinProxy | undefined
  const stop = async () => {
    await proxy?.stop()
    for (const a of instances.splice(0)) await a.stop()
    rmSync(dir, { recursive: true, force: true })
  }
  try {
    for (let i = 0; i < count; i++) {
      instances.push(await startAuthService({ port: 0, smtpPort: 0, oidcPort: 0, databasePath: join(dir, 'auth.sqlite'), databaseUrl, codePepper, devPages: true, log: () => {}, ...options }))
    }
    proxy = await startRoundRobinProxy(instances.map((a) => a.url))
  } catch (error) {
    await stop()
    throw error
  }
  return { instances, proxy, stop }
}
