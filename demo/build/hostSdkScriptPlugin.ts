import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

const defaultDir = fileURLToPath(new URL('../../dist/host-sdk/', import.meta.url))
/** Files of the host SDK build the script-tag page may load, nothing else of dist/. */
const SERVED = ['index.global.js', 'index.global.js.map', 'networks.global.js', 'networks.global.js.map']

/**
 * Makes the classic-script build of the host SDK available to the demo at `airlock/index.global.js`
 * (and its networks at `airlock/networks.global.js`),
 * the way a dapp would host or CDN-link it. In dev a small middleware serves it from
 * `dist/host-sdk/` (a middleware rather than `publicDir`, because publicDir can't map one file
 * under a sub-path and would copy all of dist/host-sdk); in a build it is emitted as an asset
 * beside `script-tag.html`. It needs `npm run build` (or `node scripts/build.mjs host`) first.
 *
 * @example
 * export default defineConfig({ plugins: [hostSdkScriptPlugin()] })
 */
export function hostSdkScriptPlugin(hostSdkDir: string = defaultDir): Plugin {
  const missing = `dist/host-sdk/index.global.js is missing: run \`node scripts/build.mjs host\` first`
  return {
    name: 'airlock-demo-host-sdk-script',
    configureServer(server) {
      server.middlewares.use('/airlock', (req, res, next) => {
        const name = (req.url ?? '').split('?')[0]!.replace(/^\//, '')
        if (!SERVED.includes(name)) return next()
        const file = join(hostSdkDir, name)
        if (!existsSync(file)) {
          res.statusCode = 404
          res.setHeader('Content-Type', 'text/plain; charset=utf-8')
          res.end(missing)
          return
        }
        res.setHeader('Content-Type', name.endsWith('.map') ? 'application/json' : 'text/javascript; charset=utf-8')
        // Rebuilt by hand during development: never let the browser keep an old copy.
        res.setHeader('Cache-Control', 'no-store')
        res.end(readFileSync(file))
      })
    },
    generateBundle() {
      for (const name of SERVED) {
        const file = join(hostSdkDir, name)
        if (!existsSync(file)) {
          if (name.endsWith('.map')) continue
          this.error(missing)
        }
        this.emitFile({ type: 'asset', fileName: `airlock/${name}`, source: readFileSync(file) })
      }
    },
  }
}
