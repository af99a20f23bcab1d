import type { LastConnection } from './lastConnection'

const PREFIX = 'airlock:last-connection:'

/**
 * The storage key of one page's {@link LastConnection}: one entry per project and embedding
 * origin, so a page is only ever told of its own visitor's connection on it.
 *
 * @example
 * lastConnectionKey('demo', 'https://dapp.example') // 'airlock:last-connection:demo https://dapp.example'
 */
export const lastConnectionKey = (projectId: string, hostOrigin: string): string => `${PREFIX}${projectId} ${hostOrigin}`

/**
 * The page's remembered record as stored, parsed and nothing more: the modal's first chunk sends
 * its `ready` part, which the host checks for shape, and the connectors take up only what
 * `isLastConnection` accepts. Kept this small because it is in the modal's first view.
 *
 * @example
 * const record = rememberedRecord(projectId, origin) // { ready: { state, events }, … } | undefined
 */
export function rememberedRecord(projectId: string, hostOrigin: string): Partial<LastConnection> | undefined {
  try {
    return (JSON.parse(globalThis.localStorage?.getItem(lastConnectionKey(projectId, hostOrigin)) ?? 'null') as Partial<LastConnection> | null) ?? undefined
  } catch {
    return undefined
  }
}

