// Size figures shared by the budget check and the bench.
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { gzipSync } from 'node:zlib'

export const gzipBytes = (path) => gzipSync(readFileSync(path), { level: 9 }).length

/** Gzip bytes of the host SDK's ES module (the budgeted file). */
export function hostSdkGzipBytes(dist = 'dist') {
  return gzipBytes(join(dist, 'host-sdk/index.js'))
}

/** Gzip bytes of the host SDK's classic script (`window.Airlock`; the networks are networks.global.js). */
export function hostSdkGlobalGzipBytes(dist = 'dist') {
  return gzipBytes(join(dist, 'host-sdk/index.global.js'))
}

/**
 * Gzip bytes of the JavaScript the modal loads before its first view paints: the entry script
 * of index.html plus every chunk it statically imports, directly or through another (read from
XX
 */
export function modalInitialJsGzipBytes(dist = 'dist') {
  const root = join(dist, 'modal-app')
  const html = readFileSync(join(root, 'index.html'), 'utf8')
  const files = new Set()
  const walk = (file) => {
    if (files.has(file)) return
    files.add(file)
    const code = readFileSync(join(root, file), 'utf8')
    for (const m of code.matchAll(/(?:\bfrom|\bimport)\s*["'](\.\/[^"']+\.js)["']/g)) walk(join(dirname(file), m[1]))
    // The entry imports the first view's chunk dynamically, once its handshake began (modal-app/boot.ts): it counts too.
    for (const m of code.matchAll(/\bimport\(\s*["'`](\.\/first-[^"'`]+\.js)["'`]\s*\)/g)) walk(join(dirname(file), m[1]))
  }
  for (const m of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) walk(m[1].replace(/^\.\//, ''))
  let total = 0
  for (const file of files) total += gzipBytes(join(root, file))
  return total
}

/**
 * Gzip bytes of one language's catalog chunk (`assets/<tag>-<hash>.js`, one per language from the
 * locale catalogs plugin): what a visitor in that language loads beside the first view's JS.
 *
 * @example
 * modalCatalogGzipBytes('de') // about 9,000
 */
export function modalCatalogGzipBytes(tag, dist = 'dist') {
  const assets = join(dist, 'modal-app/assets')
  const files = readdirSync(assets).filter((name) => new RegExp(`^${tag}-[\\w-]{8}\\.js$`).test(name))
  if (files.length !== 1) throw new Error(`expected one catalog chunk for ${tag} in ${assets}, found ${files.length}`)
  return gzipBytes(join(assets, files[0]))
}
