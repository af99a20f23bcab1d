import type { Plugin } from 'vite'

/** The module id of Rolldown's runtime helpers. */
const ROLLDOWN_RUNTIME_ID = '\0rolldown/runtime.js'

/**
 * One chunk for everything the modal's entry imports statically. Left alone, Rolldown splits the
 * modules the entry shares with lazy chunks into small shared chunks (redux toolkit, constants,
 * errors, a few slices: nine files before the first view), and each file costs its own gzip
 * header and loses what it would compress against in the others (2.1 KB of the 100 KiB budget
 * in one build). The plugin collects the entry's static import graph once the build has parsed
 * it; `codeSplitting` then puts those modules in a single chunk that the lazy chunks import.
 * The same for the modules the entry imports dynamically at start (`startSuffixes`: the
 * effects, fetched beside the entry): their static graph, minus the
 * first chunk's, is one `start` chunk instead of some twenty small files, each a request and a
 * cache lookup on the cold open. With `firstSuffix` (the first view's module, which the entry
 * imports dynamically: modal-app/boot.ts runs the handshake before React's chunk is evaluated),
 * the entry's own graph is the `boot` chunk and the first view's graph, minus boot's, `first`.
 *
 * @example
 * const entryGraph = entryGraphChunk('/modal-app/boot.ts', ['/modal-app/app/startEffects.ts'], '/modal-app/main.tsx')
 * export default defineConfig({ plugins: [entryGraph.plugin], build: { rollupOptions: { output: { codeSplitting: { groups: entryGraph.groups } } } } })
 */
export function entryGraphChunk(entrySuffix: string, startSuffixes: readonly string[] = [], firstSuffix?: string) {
  const bootGraph = new Set<string>()
  const graph = new Set<string>()
  const startGraph = new Set<string>()
  const plugin: Plugin = {
    name: 'airlock-entry-graph-chunk',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()]
      const endsWith = (id: string, suffix: string) => id.replaceAll('\\', '/').endsWith(suffix)
      const walk = (id: string, into: Set<string>) => {
        if (into.has(id) || (into !== bootGraph && bootGraph.has(id)) || (into === startGraph && graph.has(id))) return
        into.add(id)
        for (const next of this.getModuleInfo(id)?.importedIds ?? []) walk(next, into)
      }
      const entry = ids.find((id) => endsWith(id, entrySuffix))
      const first = firstSuffix ? ids.find((id) => endsWith(id, firstSuffix)) : undefined
      if (entry) for (const next of this.getModuleInfo(entry)?.importedIds ?? []) walk(next, first ? bootGraph : graph)
      if (first) walk(first, graph)
      for (const id of ids) if (startSuffixes.some((suffix) => endsWith(id, suffix))) walk(id, startGraph)
    },
  }
  const bootGroup = { name: 'boot', test: (id: string) => bootGraph.has(id) }
  // Rolldown's runtime (the CommonJS interop helpers React's modules need, 1 KB) rides in the first
  // chunk: alone, it is a request and a gzip stream of its own before the first view (560 B of gzip for 968 B).
  const group = { name: 'first', test: (id: string) => graph.has(id) || id === ROLLDOWN_RUNTIME_ID }
  // Only the app's own modules: the libraries they reach through barrel files (all of viem's
  // index) are mostly used by lazy views, and a group claiming them would load them at start.
  const startGroup = { name: 'start', test: (id: string) => startGraph.has(id) && !id.includes('/node_modules/') }
  /** Whether a built file is the entry's chunk or a grouped chunk before the first view (`assets/index-….js`, `assets/boot-….js`, `assets/first-….js`). */
  const isFirstChunk = (fileName: string) => /(^|\/)(index|boot|first)-[^/]*\.js$/.test(fileName)
  return { plugin, group, groups: firstSuffix ? [bootGroup, group, startGroup] : [group, startGroup], isFirstChunk }
}
