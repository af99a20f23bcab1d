import type { Plugin, Rollup } from 'vite'

/** The entry's dynamic imports that start at once, beside the handshake (see main.tsx). */
export const START_MODULES = ['/modal-app/app/startEffects.ts']

/**
 * The chunks of `START_MODULES` and everything they import statically, minus what the entry
 * already loads: the files to fetch beside the entry instead of after it.
 *
 * @example
 * startChunkFiles(bundle, entryChunk) // ['assets/startEffects-….js', 'assets/callDataApi-….js', …]
 */
export function startChunkFiles(bundle: Rollup.OutputBundle, entry: Rollup.OutputChunk): string[] {
  const chunks = new Map<string, Rollup.OutputChunk>()
  for (const item of Object.values(bundle)) if (item.type === 'chunk') chunks.set(item.fileName, item)
  const loaded = new Set<string>()
  const walk = (file: string, into: Set<string>) => {
    if (into.has(file)) return
    into.add(file)
    for (const next of chunks.get(file)?.imports ?? []) walk(next, into)
  }
  walk(entry.fileName, loaded)
  const wanted = new Set<string>()
  for (const file of entry.dynamicImports) {
    const chunk = chunks.get(file)
    // The start modules may share one grouped chunk (entryGraphChunk's `start`): look at every module of it.
    const ids = chunk ? [chunk.facadeModuleId, ...(chunk.moduleIds ?? [])] : []
    if (ids.some((id) => id && START_MODULES.some((m) => id.replaceAll('\\', '/').endsWith(m)))) walk(file, wanted)
  }
  return [...wanted].filter((file) => !loaded.has(file))
}

/**
 * Adds a `<link rel="preload" as="script" fetchpriority="low" crossorigin>` to the built
 * index.html for each chunk the entry imports dynamically at start (the effects): their download
 * then runs beside the entry's instead of after the entry ran, one round trip less before the
 * modal can answer its host. They are preloads, not modulepreloads: fetched early, evaluated
 * only when the entry imports them (a modulepreload is also compiled as it arrives, and that
 * compile ran beside the entry chunk's and delayed it, 3 A/B rounds on the cold open). Low
 * priority, so they come after the entry chunk and the fonts rather than compete with them; they
 * are still in long before the entry imports them.
 *
 * @example
 * plugins: [react(), preloadStartChunksPlugin()]
 */
export function preloadStartChunksPlugin(): Plugin {
  return {
    name: 'airlock-preload-start-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (!ctx.bundle || !ctx.chunk || !ctx.chunk.isEntry) return
        return startChunkFiles(ctx.bundle, ctx.chunk).map((file) => ({
          tag: 'link',
          attrs: { rel: 'preload', as: 'script', fetchpriority: 'low', crossorigin: '', href: `./${file}` },
          injectTo: 'head' as const,
        }))
      },
    },
  }
}
