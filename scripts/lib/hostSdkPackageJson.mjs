// The package.json of the installable SDK, written into dist/host-sdk by the build and packed
// from there: only the browser bundles and their types, none of the repo's server dependencies.

/**
 * The manifest of the `airlock` package for a given root package.json: ESM entry and
 * `airlock/networks`, `airlock/solana` (the Wallet Standard wallet for Solana dapps), `airlock/bitcoin` (the Wallet Standard wallet with the bitcoin features for Bitcoin dapps), `airlock/server` (sign-in verification for a dapp's server, Node), `airlock/wagmi` (the wagmi connector; `@wagmi/core` its one peer, optional so dapps without wagmi install nothing), the classic scripts (`airlock/index.global.js` and, extending the same
 * `window.Airlock`, `airlock/networks.global.js`), types for both entries, no
 * dependencies (the bundles are self-contained) and not private.
 *
 * @example
 * writeFileSync('dist/host-sdk/package.json', JSON.stringify(hostSdkPackageJson(rootPkg), null, 2))
 */
export function hostSdkPackageJson(root) {
  return {
    name: 'airlock',
    version: root.version,
    description: root.description,
    license: root.license,
    type: 'module',
    sideEffects: false,
    main: './index.js',
    module: './index.js',
    types: './index.d.ts',
    unpkg: './index.global.js',
    jsdelivr: './index.global.js',
    exports: {
      '.': { types: './index.d.ts', import: './index.js', default: './index.js' },
      './networks': { types: './networks.d.ts', import: './networks.js', default: './networks.js' },
      './solana': { types: './solana.d.ts', import: './solana.js', default: './solana.js' },
      './bitcoin': { types: './bitcoin.d.ts', import: './bitcoin.js', default: './bitcoin.js' },
      './server': { types: './server.d.ts', import: './server.js', default: './server.js' },
      './wagmi': { types: './wagmi.d.ts', import: './wagmi.js', default: './wagmi.js' },
      './index.global.js': './index.global.js',
      './networks.global.js': './networks.global.js',
      './solana.global.js': './solana.global.js',
      './bitcoin.global.js': './bitcoin.global.js',
      './package.json': './package.json',
    },
    files: ['index.js', 'index.js.map', 'networks.js', 'networks.js.map', 'index.global.js', 'index.global.js.map', 'networks.global.js', 'networks.global.js.map', 'solana.js', 'solana.js.map', 'solana.global.js', 'solana.global.js.map', 'bitcoin.js', 'bitcoin.js.map', 'bitcoin.global.js', 'bitcoin.global.js.map', 'index.d.ts', 'networks.d.ts', 'solana.d.ts', 'bitcoin.d.ts', 'server.js', 'server.js.map', 'server.d.ts', 'wagmi.js', 'wagmi.js.map', 'wagmi.d.ts', 'types/'],
    // The wagmi connector's `createConnector` is the dapp's own wagmi core (2 or 3), never a copy.
    peerDependencies: { '@wagmi/core': '^2.0.0 || ^3.0.0' },
    peerDependenciesMeta: { '@wagmi/core': { optional: true } },
  }
}
