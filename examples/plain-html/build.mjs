// Builds the page into dist/ (or AIRLOCK_EXAMPLE_OUT): the page and its script, the package's two
// classic scripts from node_modules/airlock (or AIRLOCK_PACKAGE_DIR: the unpacked tarball), and
// config.js from AIRLOCK_EXAMPLE_CONFIG (JSON: projectId, modalUrl, services, customRpcUrls), the
// deployment this page talks to.
import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const here = dirname(fileURLToPath(import.meta.url))
const out = resolve(process.env.AIRLOCK_EXAMPLE_OUT ?? join(here, 'dist'))
const airlock = resolve(process.env.AIRLOCK_PACKAGE_DIR ?? join(here, 'node_modules', 'airlock'))
const config = process.env.AIRLOCK_EXAMPLE_CONFIG
if (!config) throw new Error('Set AIRLOCK_EXAMPLE_CONFIG to the JSON of projectId, modalUrl, services and customRpcUrls')
rmSync(out, { recursive: true, force: true })
mkdirSync(join(out, 'airlock'), { recursive: true })
for (const file of ['index.html', 'app.js']) copyFileSync(join(here, file), join(out, file))
for (const file of ['index.global.js', 'networks.global.js']) copyFileSync(join(airlock, file), join(out, 'airlock', file))
writeFileSync(join(out, 'config.js'), `window.airlockConfig = ${JSON.stringify(JSON.parse(config))}\n`)
console.log(`plain-html: built ${out}`)
