import type { Plugin } from 'vite'

/**
 * One chunk for everything the modal's entry imports statically. Left alone, Rolldown splits the
 * modules the entry shares with lazy chunks into small shared chunks (redux toolkit, constants,
 * errors, a few slices: nine files before the first view), and each file costs its own gzip
 * header and loses what it would compress against in the others (2.1 KB of the 100 KiB budget
 * in one build). The plugin collects the entry's static import graph once the build has parsed
 * it; `codeSplitting` then puts those modules in a single chunk that the lazy chunks import.
 *
 * @example
 * const entryGraph = entryGraphChunk('/modal-app/main.tsx')
 * export default defineConfig({ plugins: [entryGraph.plugin], build: { rollupOptions: { output: { codeSplitting: { groups: [entryGraph.group] } } } } })
 */
export function entryGraphChunk(entrySuffix: string) {
  const graph = new Set<string>()
  const plugin: Plugin = {
    name: 'airlock-entry-graph-chunk',
    apply: 'build',
    buildEnd() {
      const entry = [...this.getModuleIds()].find((id) => id.replaceAll('\\', '/').endsWith(entrySuffix))
      const walk = (id: string) => {
        if (graph.has(id)) return
        graph.add(id)
        for (const next of this.getModuleInfo(id)?.importedIds ?? []) walk(next)
      }
      if (entry) for (const next of this.getModuleInfo(entry)?.importedIds ?? []) walk(next)
    },
  }
  const group = { name: 'first', test: (id: string) => graph.has(id) }
  /** Whether a built file is the entry's chunk or the grouped first chunk (`assets/index-….js`, `assets/first-….js`). */
  const isFirstChunk = (fileName: string) => /(^|\/)(index|first)-[^/]*\.js$/.test(fileName)
  return { plugin, group, isFirstChunk }
}
