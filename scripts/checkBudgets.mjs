// Size budgets: prints each figure against its limit and fails over budget.
import { writeFileSync } from 'node:fs'
import { gzipBytes, hostSdkGlobalGzipBytes, hostSdkGzipBytes, modalInitialJsGzipBytes } from './lib/sizes.mjs'

const budgets = [
  { name: 'host-sdk index.js (min+gzip)', bytes: () => hostSdkGzipBytes(), limit: 8 * 1024 },
  { name: 'host-sdk index.global.js, the classic script (min+gzip)', bytes: () => hostSdkGlobalGzipBytes(), limit: 8 * 1024 },
  // The connector only: the host SDK is the package's index.js, which it imports on first use.
  { name: 'host-sdk wagmi.js, the wagmi connector (min+gzip)', bytes: () => gzipBytes('dist/host-sdk/wagmi.js'), limit: 1024 },
  // Loaded only by Polkadot dapps that import `airlock/polkadot`; the main script carries none of it.
  { name: 'host-sdk polkadot.js, the injectedWeb3 extension (min+gzip)', bytes: () => gzipBytes('dist/host-sdk/polkadot.js'), limit: 2 * 1024 },
  // `airlock/bitcoin`, the Wallet Standard wallet for Bitcoin dapps: loaded only by dapps that import it.
  { name: 'host-sdk bitcoin.js, the Bitcoin wallet (min+gzip)', bytes: () => gzipBytes('dist/host-sdk/bitcoin.js'), limit: 4 * 1024 },
  // The modal build of this stack's dist (AIRLOCK_DIST: a build on a port offset has its own); the host SDK has no ports baked in and is always dist/'s.
  { name: 'modal JS before the first view (gzip)', bytes: () => modalInitialJsGzipBytes(process.env.AIRLOCK_DIST || 'dist'), limit: 100 * 1024 },
]

let passed = 0
let failed = 0
for (const budget of budgets) {
  let bytes
  try {
    bytes = budget.bytes()
  } catch (error) {
    console.log(`FAIL ${budget.name}: ${error.message}`)
    failed++
    continue
  }
  const ok = bytes <= budget.limit
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${budget.name}: ${bytes} B of ${budget.limit} B (${((bytes / budget.limit) * 100).toFixed(1)}%)`)
  if (ok) passed++
  else failed++
}
if (process.argv[2]) writeFileSync(process.argv[2], JSON.stringify({ passed, failed }))
process.exit(failed ? 1 : 0)
