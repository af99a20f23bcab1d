import { createServer, type InlineConfig, type ViteDevServer } from 'vite'

/** The two dev servers of the local stack, each with its own Vite config file. */
export const DEV_SERVER_CONFIGS = ['vite.config.ts', 'demo/vite.config.ts'] as const

/**
 * Starts the modal and demo Vite dev servers of `npm start` one after the other and returns them
 * listening. Each config sets its own `cacheDir`: sharing `node_modules/.vite` let the second
 * server's dependency optimization overwrite the first one's, which then answered
 * `504 Outdated Optimize Dep` on every other start. `overrides` is merged into both configs (tests
 * use it for free ports).
 *
 * @example
 * const servers = await startDevServers()
 * await Promise.all(servers.map((s) => s.close()))
 */
export async function startDevServers(overrides: InlineConfig = {}): Promise<ViteDevServer[]> {
  const servers: ViteDevServer[] = []
  try {
    for (const configFile of DEV_SERVER_CONFIGS) {
      const server = await createServer({ logLevel: 'warn', ...overrides, configFile })
      servers.push(server)
      await server.listen()
    }
  } catch (error) {
    await Promise.allSettled(servers.map((s) => s.close()))
    throw error
  }
  return servers
}
