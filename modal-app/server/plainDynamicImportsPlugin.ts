import type { Plugin } from 'vite'

/** The id of Vite's preload helper, which wraps every dynamic import of a client build. */
export const PRELOAD_HELPER_ID = '\0vite/preload-helper.js'

/**
 * The helper that replaces Vite's: the chunks a lazy chunk imports are fetched beside it
 * (`modulepreload`, once each), then the import runs. Stylesheets are skipped: the modal has one,
 * linked by index.html (checked at build time below).
 */
export const PLAIN_PRELOAD_HELPER = `const seen = {}
export const __vitePreload = (load, deps, base) => {
  for (const dep of deps || []) {
    if (dep.endsWith('.css') || seen[dep]) continue
    seen[dep] = 1
    // No crossorigin attribute: same-origin credentials, as the module import itself asks.
    document.head.appendChild(Object.assign(document.createElement('link'), { rel: 'modulepreload', href: new URL(dep, base) }))
  }
  return load()
}`

/**
 * Replaces Vite's preload helper with a plain one ({@link PLAIN_PRELOAD_HELPER}): it preloads a
 * lazy chunk's imports beside it as Vite's does, without Vite's stylesheet loading, CSP nonce
 * and error-event code (~600 B of gzip in the modal's first view, where every byte counts against
 * its 100 KiB budget). The modal's one stylesheet is linked by index.html; a build where a lazy
 * chunk brings a stylesheet of its own fails here, since the plain helper would not load it.
 *
 * @example
 * plugins: [plainDynamicImportsPlugin(), react()]
 */
export function plainDynamicImportsPlugin(): Plugin {
  return {
    name: 'airlock-plain-dynamic-imports',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      if (id === PRELOAD_HELPER_ID) return { code: PLAIN_PRELOAD_HELPER, moduleSideEffects: false }
      return undefined
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const linked = (dep: string) => Object.values(bundle).some((item) => item.type === 'asset' && item.fileName.endsWith('.html') && String(item.source).includes(dep.replace(/^\.\//, '')))
        for (const item of Object.values(bundle)) {
          if (item.type !== 'chunk') continue
          const deps = [...(/m\.f=\[([^\]]*)\]/.exec(item.code)?.[1] ?? '').matchAll(/"([^"]+)"/g)].map((m) => m[1]!)
          for (const dep of deps) if (dep.endsWith('.css') && !linked(dep)) this.error(`${item.fileName} needs the stylesheet ${dep}, which no page links: the plain preload helper would not load it`)
          item.code = unwrapDynamicImports(item.code, (indexes) => indexes.every((i) => deps[i]?.endsWith('.css')))
        }
      },
    },
  }
}

const DEPS = String.raw`(\[\]|void 0|__vite__mapDeps\(\[([\d,]*)\]\))`
const PLAIN = new RegExp(String.raw`\b[\w$]+\(\(\)=>(import\(\`[^\`]+\`\)(?:\.then\([\w$]+=>(?:\([^()]*\)|[\w$.]+)\))?),${DEPS},import\.meta\.url\)`, 'g')
const PICKED = new RegExp(String.raw`\b[\w$]+\(async\(\)=>\{let\{[^}]*\}=await (import\(\`[^\`]+\`\)(?:\.then\(([\w$]+)=>\2\.[\w$]+\))?);return\{[^}]*\}\},${DEPS},import\.meta\.url\)`, 'g')

/**
 * Rewrites, in a built chunk, each wrapped dynamic import whose preload list is empty or only
 * names stylesheets (`skippable`) back to the plain `import()`: the wrapper (~20 B of gzip each,
 * some thirty in the first chunk) would do nothing. What the wrapper picked from the module
 * (`{ startModal }`) the caller destructures from the namespace just the same.
 *
 * @example
 * unwrapDynamicImports('n(()=>import(`./A.js`),[],import.meta.url)', () => true) // 'import(`./A.js`)'
 */
export function unwrapDynamicImports(code: string, skippable: (indexes: number[]) => boolean): string {
  const unwrap = (whole: string, plain: string, list: string | undefined) => (list === undefined || skippable(list ? list.split(',').map(Number) : []) ? plain : whole)
  let out = code.replace(PLAIN, (whole, plain: string, _deps: string, list?: string) => unwrap(whole, plain, list))
  out = out.replace(PICKED, (whole, plain: string, _param: string | undefined, _deps: string, list?: string) => unwrap(whole, plain, list))
  // The prelude that names the preload lists is dead once nothing reads it.
  if (!/__vite__mapDeps\(\[/.test(out)) out = out.replace(/^const __vite__mapDeps=[^\n]*\n/m, '')
  return out
}
