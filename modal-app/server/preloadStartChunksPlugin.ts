import type { Plugin, Rollup } from 'vite'

/** The modules of the first view, which the entry (boot.ts) imports dynamically right after its handshake began. */
export const FIRST_MODULES = ['/modal-app/main.tsx']

/** The first view's dynamic imports that start at once, beside the handshake (see main.tsx). */
export const START_MODULES = ['/modal-app/app/startEffects.ts']

function chunkMap(bundle: Rollup.OutputBundle): Map<string, Rollup.OutputChunk> {
  const chunks = new Map<string, Rollup.OutputChunk>()
  for (const item of Object.values(bundle)) if (item.type === 'chunk') chunks.set(item.fileName, item)
  return chunks
}

/** Whether a chunk holds one of `modules` (as its facade, or inside a grouped chunk without one). */
function holds(chunk: Rollup.OutputChunk | undefined, modules: readonly string[]): boolean {
  const ids = chunk ? [chunk.facadeModuleId, ...(chunk.moduleIds ?? [])] : []
  return ids.some((id) => id && modules.some((m) => id.replaceAll('\\', '/').endsWith(m)))
}

/** Adds `file` and every chunk it imports statically, directly or through another, to `into`. */
function walkStatic(chunks: Map<string, Rollup.OutputChunk>, file: string, into: Set<string>): void {
  if (into.has(file)) return
  into.add(file)
  for (const next of chunks.get(file)?.imports ?? []) walkStatic(chunks, next, into)
}

/**
 * Every chunk the modal can't show its first view without: the entry's static imports, and the
 * first-view chunk it imports dynamically (`FIRST_MODULES`) with that chunk's static imports.
 *
 * @example
 * entryImportFiles(bundle, entryChunk) // ['assets/rolldown-runtime-….js', 'assets/boot-….js', 'assets/first-….js']
 */
export function entryImportFiles(bundle: Rollup.OutputBundle, entry: Rollup.OutputChunk): string[] {
  const chunks = chunkMap(bundle)
  const seen = new Set<string>()
  for (const file of entry.imports) walkStatic(chunks, file, seen)
  for (const file of entry.dynamicImports) if (holds(chunks.get(file), FIRST_MODULES)) walkStatic(chunks, file, seen)
  return [...seen]
}

/**
 * The chunks of `START_MODULES` (imported dynamically by the entry or its first-view chunks) and
 * everything they import statically, minus what the first view already loads: the files to fetch
 * beside the entry instead of after it.
 *
 * @example
 * startChunkFiles(bundle, entryChunk) // ['assets/startEffects-….js', 'assets/callDataApi-….js', …]
 */
export function startChunkFiles(bundle: Rollup.OutputBundle, entry: Rollup.OutputChunk): string[] {
  const chunks = chunkMap(bundle)
  const loaded = new Set([entry.fileName, ...entryImportFiles(bundle, entry)])
  const wanted = new Set<string>()
  for (const from of loaded) {
    for (const file of chunks.get(from)?.dynamicImports ?? []) if (holds(chunks.get(file), START_MODULES)) walkStatic(chunks, file, wanted)
  }
  return [...wanted].filter((file) => !loaded.has(file))
}

/**
 * Adds to the built index.html a `<link rel="preload" as="script" crossorigin>` for each chunk
 * the entry imports statically (the first chunk; Vite's own modulepreload links for them are
 * turned off in vite.config.ts), then one with `fetchpriority="low"` for each chunk the entry
 * imports dynamically at start (the effects).
 *
 * - The entry's imports are preloads, not modulepreloads, for the V8 code cache: Chromium 156
 *   stores the code of a modulepreloaded chunk after a visit but never reads it back, so every
 *   visit parsed the 314 KB first chunk again (30 ms on a background thread, with the modal's
 *   main thread idle waiting for it); preloaded as a script, the module loader takes the same
 *   response and its stored code (a trace of eight cold opens in a fresh profile: parsed on
 *   every visit as a modulepreload, its code cache read from the second visit on as a preload).
 * - The start chunks download beside the entry's instead of after the entry ran, one round trip
 *   less before the modal can answer its host. Preloads too: fetched early, evaluated only when
 *   the entry imports them (a modulepreload is also compiled as it arrives, and that compile ran
 *   beside the entry chunk's and delayed it, 3 A/B rounds on the cold open). Low priority, so
 *   they come after the entry chunk and the fonts rather than compete with them; they are still
 *   in long before the entry imports them.
 *
 * @example
 * plugins: [react(), preloadStartChunksPlugin()]
 */
export function preloadStartChunksPlugin(): Plugin {
  const preload = (file: string, low: boolean) => ({
    tag: 'link',
    attrs: { rel: 'preload', as: 'script', ...(low ? { fetchpriority: 'low' } : {}), crossorigin: '', href: `./${file}` },
    injectTo: 'head' as const,
  })
  return {
    name: 'airlock-preload-start-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (!ctx.bundle || !ctx.chunk || !ctx.chunk.isEntry) return
        return [...entryImportFiles(ctx.bundle, ctx.chunk).map((file) => preload(file, false)), ...startChunkFiles(ctx.bundle, ctx.chunk).map((file) => preload(file, true))]
      },
    },
  }
}
