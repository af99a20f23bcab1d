// npm run build: dist/modal-app (static, CDN-ready), dist/host-sdk (the `airlock` package: ESM +
// classic script + types + package.json, `npm pack dist/host-sdk`), dist/demo.
import { execFileSync } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { build } from 'vite'
import { hostSdkPackageJson } from './lib/hostSdkPackageJson.mjs'

process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true'
const quiet = { logLevel: 'warn' }

/**
 * Builds every deliverable; `only` limits it to some of 'modal', 'host', 'demo'. `hostDir` is
 * where the host SDK goes (default `dist/host-sdk`, which every test stack reads): a test that
 * packs the SDK builds into a folder of its own, since the build first empties its folder and the
 * e2e shards read theirs meanwhile.
 *
 * @example
 * await buildAll(['host'], { hostDir: '/tmp/airlock-pack/host-sdk' })
 */
export async function buildAll(only = ['modal', 'host', 'demo'], { hostDir = 'dist/host-sdk' } = {}) {
  if (only.includes('modal')) await build({ ...quiet, configFile: 'vite.config.ts' })
  if (only.includes('host')) await buildHostSdk(hostDir)
  if (only.includes('demo')) await build({ ...quiet, configFile: 'demo/vite.config.ts' })
}

async function buildHostSdk(outDir) {
  const common = {
    ...quiet,
    configFile: false,
    publicDir: false,
    build: { outDir, emptyOutDir: false, target: 'es2022', minify: 'oxc', sourcemap: true, rolldownOptions: { output: { minify: true } } },
  }
  mkdirSync(outDir, { recursive: true })
  await build({ ...common, build: { ...common.build, emptyOutDir: true, lib: { entry: { index: 'host-sdk/index.ts', networks: 'host-sdk/networks.ts' }, formats: ['es'], fileName: (_f, name) => `${name}.js` } } })
  // The classic scripts: no `Symbol.toStringTag: 'Module'` on window.Airlock (bytes of the 8 KiB
  // budget). Console calls stay: a refused embed is explained on the console (EmbedRefusedError),
  // as the module build does. The networks are their own classic file, as `airlock/networks`
  // is for modules: both files extend window.Airlock, so they load in either order and a page
  // that brings its own network definitions pays nothing for them.
  const classicOutput = { minify: true, generatedCode: { symbols: false }, extend: true }
  for (const [entry, fileName] of [['host-sdk/global.ts', 'index.global.js'], ['host-sdk/networks.ts', 'networks.global.js']]) {
    await build({
      ...common,
      build: { ...common.build, rolldownOptions: { output: classicOutput }, lib: { entry, formats: ['iife'], name: 'Airlock', fileName: () => fileName } },
    })
  }
  // The Solana wallet is its own build, so nothing of it is shared into a chunk the main entry imports.
  await build({ ...common, build: { ...common.build, lib: { entry: { solana: 'host-sdk/solana.ts' }, formats: ['es'], fileName: (_f, name) => `${name}.js` } } })
  await build({
    ...common,
    build: { ...common.build, rolldownOptions: { output: classicOutput }, lib: { entry: 'host-sdk/solana.ts', formats: ['iife'], name: 'Airlock', fileName: () => 'solana.global.js' } },
  })
  // `airlock/polkadot` (the injectedWeb3 extension): its own build, so nothing of it reaches the main entry.
  await build({ ...common, build: { ...common.build, lib: { entry: { polkadot: 'host-sdk/polkadot.ts' }, formats: ['es'], fileName: (_f, name) => `${name}.js` } } })
  // The Bitcoin wallet likewise: its own builds, so the main entry shares no chunk with it.
  await build({ ...common, build: { ...common.build, lib: { entry: { bitcoin: 'host-sdk/bitcoin.ts' }, formats: ['es'], fileName: (_f, name) => `${name}.js` } } })
  await build({
    ...common,
    build: { ...common.build, rolldownOptions: { output: classicOutput }, lib: { entry: 'host-sdk/bitcoin.ts', formats: ['iife'], name: 'Airlock', fileName: () => 'bitcoin.global.js' } },
  })
  // `airlock/wagmi`: its own build too. `@wagmi/core` is the dapp's (a peer), and the host SDK is
  // the package's own index.js, imported on the connector's first use: not a byte of it here.
  await build({
    ...common,
    plugins: [
      {
        name: 'airlock-index-external',
        enforce: 'pre',
        resolveId: (source, importer) => (source === '../index' && importer?.endsWith('host-sdk/wagmi/airlock.ts') ? { id: './index.js', external: true } : null),
      },
    ],
    build: { ...common.build, rolldownOptions: { external: ['@wagmi/core'], output: { minify: true } }, lib: { entry: { wagmi: 'host-sdk/wagmi.ts' }, formats: ['es'], fileName: (_f, name) => `${name}.js` } },
  })
  // `airlock/server` (the sign-in verifier for a dapp's server): its own Node bundle, viem and the
  // ed25519 check inside, so the package still has no dependencies and the browser entries none of it.
  await build({ ...common, build: { ...common.build, target: 'node20', rolldownOptions: { output: { minify: true, codeSplitting: false } }, lib: { entry: { server: 'host-sdk/server.ts' }, formats: ['es'], fileName: (_f, name) => `${name}.js` } } })
  execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'host-sdk/tsconfig.build.json', '--outDir', join(outDir, 'types')], { stdio: 'inherit' })
  writeFileSync(join(outDir, 'index.d.ts'), "export * from './types/host-sdk/index'\n")
  writeFileSync(join(outDir, 'networks.d.ts'), "export * from './types/host-sdk/networks'\n")
  writeFileSync(join(outDir, 'solana.d.ts'), "export * from './types/host-sdk/solana'\n")
  writeFileSync(join(outDir, 'bitcoin.d.ts'), "export * from './types/host-sdk/bitcoin'\n")
  writeFileSync(join(outDir, 'wagmi.d.ts'), "export * from './types/host-sdk/wagmi'\n")
  writeFileSync(join(outDir, 'server.d.ts'), "export * from './types/host-sdk/server'\n")
  writeFileSync(join(outDir, 'polkadot.d.ts'), "export * from './types/host-sdk/polkadot'\n")
  // `npm pack dist/host-sdk` makes the installable `airlock` package (no server dependencies).
  const root = JSON.parse(readFileSync('package.json', 'utf8'))
  writeFileSync(join(outDir, 'package.json'), `${JSON.stringify(hostSdkPackageJson(root), null, 2)}\n`)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const only = process.argv.slice(2)
  await buildAll(only.length ? only : undefined)
  console.log('built dist/' + (only.length ? ` (${only.join(', ')})` : ''))
}
