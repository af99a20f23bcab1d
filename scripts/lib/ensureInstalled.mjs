// Installs what a fresh machine lacks: npm packages (from the lockfile) and Debian's browsers.
import { execSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'

const env = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' }

function run(command) {
  console.log(`$ ${command}`)
  execSync(command, { stdio: 'inherit', env })
}

/**
 * Installs from the lockfile when node_modules is missing or was installed from another
 * lockfile. The lockfile's hash is kept beside the packages: a checkout that only rewrote the
 * lockfile (same content, newer time) installs nothing. `npm install`, not `npm ci`: anvil lists
 * platform packages the registry doesn't serve, which `npm ci` refuses.
 */
export function ensurePackages() {
  const stamp = 'node_modules/.airlock-lockfile-sha256'
  const wanted = createHash('sha256').update(readFileSync('package-lock.json')).digest('hex')
  const installed = existsSync('node_modules/.package-lock.json') && existsSync(stamp) ? readFileSync(stamp, 'utf8').trim() : ''
  if (installed === wanted) return
  run('npm install --no-audit --no-fund')
  writeFileSync(stamp, `${wanted}\n`)
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

let aptUpdated = false

function aptInstallUnless(path, packages) {
  if (existsSync(path)) return
  const sudo = process.getuid && process.getuid() !== 0 ? 'sudo ' : ''
  if (!aptUpdated) run(`${sudo}apt-get update -qq`)
  aptUpdated = true
  run(`${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`)
}
