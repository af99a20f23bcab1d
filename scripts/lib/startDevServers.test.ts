import { describe, expect, it } from 'vitest'
import { fetchModuleGraph } from './internal/fetchModuleGraph'
import { startDevServers } from './startDevServers'

// What `npm start` does with the modal and demo dev servers, twice in a row: the second start used
// to find the first one's optimized deps overwritten by the other server and answered 504.
describe('startDevServers', () => {
  it('serves the modal page and its whole module graph with 200 on two starts in a row', async () => {
    for (let run = 1; run <= 2; run++) {
      const servers = await startDevServers({ server: { port: 0, strictPort: false } })
      try {
        const modalUrl = servers[0]!.resolvedUrls!.local[0]!
        const modules = await fetchModuleGraph(modalUrl)
        const failed = modules.filter((m) => m.status !== 200)
        expect({ run, failed }).toEqual({ run, failed: [] })
        expect(modules.length).toBeGreaterThan(10)
        expect(modules.some((m) => m.url.includes('/deps/'))).toBe(true)
      } finally {
        await Promise.all(servers.map((s) => s.close()))
      }
    }
  }, 180_000)
})
