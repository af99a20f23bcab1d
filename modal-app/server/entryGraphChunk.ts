import type { Plugin } from 'vite'

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
 * cache lookup on the cold open.
 *
 * @example
 * const entryGraph = entryGraphChunk('/modal-app/main.tsx', ['/modal-app/app/startEffects.ts'])
 * export default defineConfig({ plugins: [entryGraph.plugin], build: { rollupOptions: { output: { codeSplitting: { groups: entryGraph.groups } } } } })
 */
export function entryGraphChunk(entrySuffix: string, startSuffixes: readonly string[] = []) {
  const graph = new Set<string>()
  const startGraph = new Set<string>()
  const plugin: Plugin = {
    name: 'airlock-entry-graph-chunk',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()]
      const endsWith = (id: string, suffix: string) => id.replaceAll('\\', '/').endsWith(suffix)
      const walk = (id: string, into: Set<string>) => {
        if (into.has(id) || (into === startGraph && graph.has(id))) return
        into.add(id)
        for (const next of this.getModuleInfo(id)?.importedIds ?? []) walk(next, into)
      }
      const entry = ids.find((id) => endsWith(id, entrySuffix))
      if (entry) for (const next of this.getModuleInfo(entry)?.importedIds ?? []) walk(next, graph)
      for (const id of ids) if (startSuffixes.some((suffix) => endsWith(id, suffix))) walk(id, startGraph)
    },
  }
  const group = { name: 'first', test: (id: string) => graph.has(id) }
  // Only the app's own modules: the libraries they reach through barrel files (all of viem's
  // index) are mostly used by lazy views, and a group claiming them would load them at start.
  const startGroup = { name: 'start', test: (id: string) => startGraph.has(id) && !id.includes('/node_modules/') }
  /** Whether a built file is the entry's chunk or the grouped first chunk (`assets/index-….js`, `assets/first-….js`). */
  const isFirstChunk = (fileName: string) => /(^|\/)(index|first)-[^/]*\.js$/.test(fileName)
  return { plugin, group, groups: [group, startGroup], isFirstChunk }
}
