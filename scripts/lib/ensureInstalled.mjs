// Installs what a fresh machine lacks: npm packages (from the lockfile) and Debian's chromium.
import { execSync } from 'node:child_process'
import { existsSync, statSync } from 'node:fs'

const env = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' }

function run(command) {
  console.log(`$ ${command}`)
  execSync(command, { stdio: 'inherit', env })
}

/**
 * Installs from the lockfile when node_modules is missing or older than it. `npm install`, not
 * `npm ci`: anvil lists platform packages the registry doesn't serve, which `npm ci` refuses.
 */
export function ensurePackages() {
  const marker = 'node_modules/.package-lock.json'
  if (!existsSync(marker) || statSync(marker).mtimeMs < statSync('package-lock.json').mtimeMs) {
    run('npm install --no-audit --no-fund')
  }
}

/** Debian's chromium via apt-get when /usr/bin/chromium is absent (never a downloaded browser). */
export function ensureChromium() {
  if (existsSync('/usr/bin/chromium')) return
  const sudo = process.getuid && process.getuid() !== 0 ? 'sudo ' : ''
  run(`${sudo}apt-get update -qq`)
  run(`${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-liberation`)
}
