import { execFileSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { runInNewContext } from 'node:vm'
import { build } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildAll } from '../build.mjs'

const repo = resolve(import.meta.dirname, '../..')
const npm = (args: string[], cwd: string) => execFileSync('npm', [...args, '--no-audit', '--no-fund', '--loglevel=error'], { cwd, encoding: 'utf8', env: { ...process.env, npm_config_update_notifier: 'false' } })
const OPTIONS = `{ projectId: 'p', networks: [mainnet], modalUrl: 'https://modal.example/', services: { apiUrl: 'https://api.example', registryUrl: 'https://api.example', analyticsUrl: 'https://api.example', relayUrl: 'wss://relay.example', authUrl: 'https://auth.example' } }`

// A new dapp team's path: `npm pack` the SDK, install the tarball into a fresh Vite project,
// build it once with `import { createModal } from 'airlock'` and once with the script tag.
describe('the packed airlock package', () => {
  let dir: string
  let tarball: string
  let scratch: string

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'airlock-pack-'))
    // A folder of its own: the build empties it first, and npm test's e2e shards read dist/host-sdk meanwhile.
    await buildAll(['host'], { hostDir: join(dir, 'host-sdk') })
    tarball = join(dir, npm(['pack', join(dir, 'host-sdk'), '--pack-destination', dir], repo).trim().split('\n').pop()!)
    scratch = join(dir, 'dapp')
    mkdirSync(join(scratch, 'src'), { recursive: true })
    writeFileSync(join(scratch, 'package.json'), JSON.stringify({ name: 'scratch-dapp', private: true, type: 'module' }))
    // The tarball has no dependencies, so installing it needs no registry.
    npm(['install', '--offline', tarball], scratch)
  }, 180_000)
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('is named airlock, not private, with exports for the module, networks, the classic script and types, and no dependencies', () => {
    const pkg = JSON.parse(readFileSync(join(scratch, 'node_modules/airlock/package.json'), 'utf8'))
    expect(pkg.name).toBe('airlock')
    expect(pkg.private).toBeUndefined()
    expect(pkg.dependencies).toBeUndefined()
    expect(pkg.peerDependenciesMeta).toEqual({ '@wagmi/core': { optional: true } })
    expect(Object.keys(pkg.exports)).toEqual(['.', './networks', './solana', './bitcoin', './server', './wagmi', './polkadot', './index.global.js', './networks.global.js', './solana.global.js', './bitcoin.global.js', './package.json'])
    expect(readdirSync(join(scratch, 'node_modules')).filter((n) => !n.startsWith('.'))).toEqual(['airlock'])
    const require = createRequire(join(scratch, 'index.js'))
    expect(require.resolve('airlock/index.global.js')).toBe(join(scratch, 'node_modules/airlock/index.global.js'))
  })

  it('builds a scratch Vite dapp that imports createModal from airlock, and its types check', async () => {
    writeFileSync(join(scratch, 'index.html'), '<!doctype html><html><body><button id="connect">Connect</button><script type="module" src="/src/main.ts"></script></body></html>')
    writeFileSync(
      join(scratch, 'src/main.ts'),
      `import { createModal, type CreateModalOptions } from 'airlock'\nimport { mainnet } from 'airlock/networks'\nconst options: CreateModalOptions = ${OPTIONS}\nconst modal = createModal(options)\ndocument.getElementById('connect')!.onclick = () => void modal.open()\n`,
    )
    writeFileSync(join(scratch, 'tsconfig.json'), JSON.stringify({ compilerOptions: { target: 'es2022', module: 'esnext', moduleResolution: 'bundler', strict: true, noEmit: true, lib: ['es2022', 'dom'], types: [] }, include: ['src'] }))
    execFileSync(process.execPath, [join(repo, 'node_modules/typescript/bin/tsc'), '-p', scratch], { encoding: 'utf8' })
    await build({ root: scratch, configFile: false, logLevel: 'silent', build: { outDir: 'dist-esm' } })
    const js = readdirSync(join(scratch, 'dist-esm/assets')).filter((f) => f.endsWith('.js'))
    const bundle = js.map((f) => readFileSync(join(scratch, 'dist-esm/assets', f), 'utf8')).join('\n')
    expect(bundle).toContain('createModal() runs in a browser page')
    expect(bundle).toContain('https://modal.example/')
    // Only the imported network: the others' definitions are side-effect free, so they are dropped.
    expect(bundle).toContain('https://cloudflare-eth.com')
    expect(bundle).not.toContain('Solana Devnet')
    expect(bundle).not.toContain('Arbitrum One')
  }, 120_000)

  it('builds a scratch Vite dapp that loads the classic scripts from the package', async () => {
    mkdirSync(join(scratch, 'public'), { recursive: true })
    const require = createRequire(join(scratch, 'index.js'))
    cpSync(require.resolve('airlock/index.global.js'), join(scratch, 'public/airlock.global.js'))
    cpSync(require.resolve('airlock/networks.global.js'), join(scratch, 'public/airlock-networks.global.js'))
    writeFileSync(
      join(scratch, 'script.html'),
      `<!doctype html><html><body><script src="/airlock.global.js"></script><script src="/airlock-networks.global.js"></script><script>const { createModal, mainnet } = window.Airlock; window.modal = createModal(${OPTIONS})</script></body></html>`,
    )
    await build({ root: scratch, configFile: false, logLevel: 'silent', build: { outDir: 'dist-script', rolldownOptions: { input: join(scratch, 'script.html') } } })
    const html = readFileSync(join(scratch, 'dist-script/script.html'), 'utf8')
    expect(html).toContain('<script src="/airlock.global.js"></script><script src="/airlock-networks.global.js"></script>')
    const script = readFileSync(join(scratch, 'dist-script/airlock.global.js'), 'utf8')
    expect(script).toContain('createModal() runs in a browser page')
  }, 120_000)

  it('has two classic scripts that extend one window.Airlock in either order', () => {
    const require = createRequire(join(scratch, 'index.js'))
    const sdk = readFileSync(require.resolve('airlock/index.global.js'), 'utf8')
    const networks = readFileSync(require.resolve('airlock/networks.global.js'), 'utf8')
    for (const order of [[sdk, networks], [networks, sdk]]) {
      const window: { Airlock?: Record<string, unknown> } = {}
      for (const code of order) runInNewContext(code, window)
      expect(typeof window.Airlock?.createModal).toBe('function')
      expect(window.Airlock?.mainnet).toMatchObject({ id: 1, caipNetworkId: 'eip155:1' })
      expect(window.Airlock?.base).toMatchObject({ id: 8453 })
    }
    // The SDK's classic script carries no network definitions: they are the other file's bytes.
    const alone: { Airlock?: Record<string, unknown> } = {}
    runInNewContext(sdk, alone)
    expect(alone.Airlock?.mainnet).toBeUndefined()
  })

  it("serves a dapp's server: `airlock/server` verifies a sign-in session in plain Node and refuses a tampered one", async () => {
    const { privateKeyToAccount, generatePrivateKey } = await import('viem/accounts')
    const { buildSiwxMessage } = await import('../../shared/siwx/buildSiwxMessage')
    const account = privateKeyToAccount(generatePrivateKey())
    const message = buildSiwxMessage({ domain: 'dapp.example', accountAddress: account.address, chainId: 'eip155:1', uri: 'https://dapp.example', version: '1', nonce: 'abcdefgh1234', issuedAt: new Date().toISOString() })
    const session = { message, signature: await account.signMessage({ message }) }
    writeFileSync(
      join(scratch, 'server-check.mjs'),
      `import { verifySiwxSession } from 'airlock/server'\nconst s = JSON.parse(process.argv[2])\nconst ok = await verifySiwxSession(s, { domain: 'dapp.example', nonce: 'abcdefgh1234' })\nconst bad = await verifySiwxSession({ ...s, message: s.message.replace('abcdefgh1234', 'abcdefgh1235') }, { domain: 'dapp.example', allowMissingNonce: true }).catch((e) => e.code)\nconsole.log(JSON.stringify({ address: ok.address, bad }))\n`,
    )
    const out = execFileSync(process.execPath, ['server-check.mjs', JSON.stringify(session)], { cwd: scratch, encoding: 'utf8' })
    expect(JSON.parse(out)).toEqual({ address: account.address, bad: 'invalid-signature' })
  }, 60_000)
})
