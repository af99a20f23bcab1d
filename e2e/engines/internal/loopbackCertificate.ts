import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

let made: { key: Buffer; cert: Buffer } | undefined

/**
 * A self-signed certificate for `127.0.0.1` (one a process, made by `openssl` on first use) for
 * the wallet site of a universal link (`startWalletSite`). Firefox's phone run accepts it
 * (`acceptInsecureCerts`).
 *
 * @example
 * createServer(loopbackCertificate(), handler) // node:https
 */
export function loopbackCertificate(): { key: Buffer; cert: Buffer } {
  if (made) return made
  const dir = mkdtempSync(join(tmpdir(), 'airlock-loopback-cert-'))
  try {
    const key = join(dir, 'key.pem')
    const cert = join(dir, 'cert.pem')
    execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', key, '-out', cert], { stdio: 'ignore' })
    made = { key: readFileSync(key), cert: readFileSync(cert) }
    return made
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
