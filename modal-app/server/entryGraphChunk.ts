import type { Plugin } from 'vite'

/**
 * One chunk for everything the modal's entry imports statically. Left alone, Rolldown splits the
 * modules the entry shares with lazy chunks into small shared chunks (redux toolkit, constants,
 * errors, a few slices: nine files before the first view), and each file costs its own gzip
 * header and loses what it would compress against in the others (2.1 KB of the 100 KiB budget
 * in one build). The plugin collects the entry's static import graph once the build has parsed
 * it; `codeSplitting` then puts those modules in a single chunk that the lazy chunks import.
 * The same for the modules the entry imports dynamically at start (`startChunks`, by chunk name:
 * the handshake, the effects, each fetched beside the entry): each one's static graph, minus the
 * first chunk's and the earlier start chunks', is one chunk of that name instead of some twenty
 * small files, each a request and a cache lookup on the cold open.
 *
 * @example
 * const entryGraph = entryGraphChunk('/modal-app/main.tsx', { start: ['/modal-app/app/startEffects.ts'] })
 * export default defineConfig({ plugins: [entryGraph.plugin], build: { rollupOptions: { output: { codeSplitting: { groups: entryGraph.groups } } } } })
 */
export function entryGraphChunk(entrySuffix: string, startChunks: Readonly<Record<string, readonly string[]>> = {}) {
  const graph = new Set<string>()
  const startGraphs = Object.entries(startChunks).map(([name, suffixes]) => ({ name, suffixes, ids: new Set<string>() }))
  const plugin: Plugin = {
    name: 'airlock-entry-graph-chunk',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()]
      const endsWith = (id: string, suffix: string) => id.replaceAll('\\', '/').endsWith(suffix)
      const walk = (id: string, into: Set<string>, skip: Set<string>[]) => {
        if (into.has(id) || skip.some((taken) => taken.has(id))) return
        into.add(id)
        for (const next of this.getModuleInfo(id)?.importedIds ?? []) walk(next, into, skip)
      }
      const entry = ids.find((id) => endsWith(id, entrySuffix))
      if (entry) for (const next of this.getModuleInfo(entry)?.importedIds ?? []) walk(next, graph, [])
      const taken = [graph]
      for (const start of startGraphs) {
        for (const id of ids) if (start.suffixes.some((suffix) => endsWith(id, suffix))) walk(id, start.ids, taken)
        taken.push(start.ids)
      }
    },
  }
  const group = { name: 'first', test: (id: string) => graph.has(id) }
  // Only the app's own modules: the libraries they reach through barrel files (all of viem's
  // index) are mostly used by lazy views, and a group claiming them would load them at start.
  const startGroups = startGraphs.map(({ name, ids }) => ({ name, test: (id: string) => ids.has(id) && !id.includes('/node_modules/') }))
  /** Whether a built file is the entry's chunk or the grouped first chunk (`assets/index-….js`, `assets/first-….js`). */
  const isFirstChunk = (fileName: string) => /(^|\/)(index|first)-[^/]*\.js$/.test(fileName)
  return { plugin, group, groups: [group, ...startGroups], isFirstChunk }
}
