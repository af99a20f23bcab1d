import { SignClient } from '@walletconnect/sign-client'
import type { SignClientTypes } from '@walletconnect/types'
import { MemoryKeyValueStorage } from '../../shared/walletConnect/MemoryKeyValueStorage'

export interface LocalSignClientOptions {
  relayUrl: string
  /** Distinct per client in one process, or both share one Core. */
  name: string
  projectId?: string
  metadata?: SignClientTypes.Metadata
  /** pino level; 'silent' keeps test output clean. */
  logger?: string
}

export type LocalSignClient = InstanceType<typeof SignClient>

/**
 * Creates a real `@walletconnect/sign-client` 2.25 that talks only to `relayUrl`: its own storage
 * prefix and memory storage, telemetry off, no request queue delay. In Node it makes no other
 * network call as long as the relay sends `attestation: ""` (verify lookup skipped) and the
 * `authenticate` / EIP-1271 paths are unused. Stop it with `closeLocalSignClient`.
 *
 * @example
 * const wallet = await createLocalSignClient({ relayUrl: relay.url, name: 'wallet' })
 * await wallet.pair({ uri })
 * await closeLocalSignClient(wallet)
 */
export async function createLocalSignClient({ relayUrl, name, projectId = 'airlock-demo', metadata, logger = 'silent' }: LocalSignClientOptions): Promise<LocalSignClient> {
  return SignClient.init({
    projectId,
    relayUrl,
    customStoragePrefix: `airlock-${name}`,
    storage: new MemoryKeyValueStorage(),
    telemetryEnabled: false,
    logger,
    signConfig: { disableRequestQueue: true },
    metadata: metadata ?? {
      name: `Airlock ${name}`,
      description: `Airlock local ${name}`,
      url: 'http://127.0.0.1',
      icons: [],
    },
  })
}

/**
 * Stops a sign client's timers and socket (heartbeat and relay transport) so the process can exit.
 *
 * @example
 * await closeLocalSignClient(dapp)
 */
export async function closeLocalSignClient(client: LocalSignClient): Promise<void> {
  client.core.heartbeat.stop()
  await client.core.relayer.transportClose()
}
