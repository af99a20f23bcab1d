import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'
import { PSEUDO_LOCALE } from '../ui/i18n/pseudoLocale'
import { pseudoLocalize } from './pseudoLocalize'

const LOADERS = 'virtual:airlock-locale-loaders'
const CATALOG = 'virtual:airlock-locale/'

/**
 * Serves the non-English catalogs as one module per language. A language's folder
 * (`ui/locales/<tag>/core.json`, `views.json`, …) becomes `virtual:airlock-locale/<tag>`, which
 * merges its files, and `virtual:airlock-locale-loaders` maps each tag to a dynamic import of it:
 * twenty short entries in the chunk every cold open evaluates, where a glob of every file put 120
 * (12.9 KB before gzip), and one request for a visitor's language instead of one per file.
 *
 * With `pseudo` (the test profile's builds only), one more language, `en-XA`, is generated from
 * the English files (`pseudoLocalize`: accented, 40% longer), for the layout checks of
 * `screens-visual-pseudo.spec.ts`; no build a visitor meets has it.
 *
 * @example
 * export default defineConfig({ plugins: [localeCatalogsPlugin('modal-app/ui/locales', { pseudo: profile === 'test' })] })
 * // in the modal: import loaders from 'virtual:airlock-locale-loaders'; const { default: de } = await loaders.de()
 */
export function localeCatalogsPlugin(localesDir: string, { pseudo = false }: { pseudo?: boolean } = {}): Plugin {
  const folders = () => readdirSync(localesDir).filter((name) => statSync(join(localesDir, name)).isDirectory()).sort()
  const tags = () => (pseudo ? [...folders(), PSEUDO_LOCALE] : folders())
  return {
    name: 'airlock-locale-catalogs',
    resolveId(id) {
      return id === LOADERS || id.startsWith(CATALOG) ? `\0${id}` : undefined
    },
    load(id) {
      if (id === `\0${LOADERS}`) {
        return `export default {${tags().map((tag) => `${JSON.stringify(tag)}: () => import(${JSON.stringify(CATALOG + tag)})`).join(',')}}`
      }
      if (!id.startsWith(`\0${CATALOG}`)) return undefined
      const tag = id.slice(CATALOG.length + 1)
      if (pseudo && tag === PSEUDO_LOCALE) return `export default ${JSON.stringify(pseudoCatalog(localesDir))}`
      if (!tags().includes(tag)) throw new Error(`no catalog folder for '${tag}' in ${localesDir}`)
      const files = readdirSync(join(localesDir, tag)).filter((name) => name.endsWith('.json')).sort()
      const imports = files.map((name, i) => `import part${i} from ${JSON.stringify(join(localesDir, tag, name))}`)
      return `${imports.join('\n')}\nexport default Object.assign({}, ${files.map((_, i) => `part${i}`).join(', ')})`
    },
  }
}

/** Every English text (the `*.json` files beside the folders), pseudo-localized. */
function pseudoCatalog(localesDir: string): Record<string, string> {
  const english = readdirSync(localesDir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(join(localesDir, name), 'utf8')) as Record<string, string>)
  return Object.fromEntries(Object.entries(Object.assign({}, ...english) as Record<string, string>).map(([key, text]) => [key, pseudoLocalize(text)]))
}
