import { join } from 'node:path'
import type { Abi, Hex } from 'viem'
import { stateRoot } from '../internal/paths'
import { compileSolidity, readPackageSource } from '../internal/compileSolidity'

/** The compiled VerifyingPaymaster: what deploying and calling it needs. */
export interface PaymasterArtifact {
  contractName: 'VerifyingPaymaster'
  abi: Abi
  bytecode: Hex
  solcVersion: string
  sourceHash: string
}

const ENTRY = '@account-abstraction/contracts/samples/VerifyingPaymaster.sol'

/**
 * Compiles the reference `VerifyingPaymaster` from the published `@account-abstraction/contracts`
 * 0.7 sources (and the OpenZeppelin sources they import) with solc-js, offline, and caches the
 * artifact in `.airlock/cache/` keyed by the compiler and the entry source, so a restart skips the
 * compiler. Throws with solc's messages on a compile error.
 *
 * @example
 * const { abi, bytecode } = compilePaymaster()
 */
export function compilePaymaster(options: { cacheDir?: string } = {}): PaymasterArtifact {
  const { contracts, solcVersion, sourceHash } = compileSolidity({
    sources: { [ENTRY]: readPackageSource(ENTRY) },
    contracts: ['VerifyingPaymaster'],
    cacheName: 'VerifyingPaymaster',
    cacheDir: options.cacheDir ?? join(stateRoot, 'cache'),
    packages: ['@account-abstraction/contracts', '@openzeppelin/contracts'],
    // Every CREATE2 address of the account-abstraction setup depends on this bytecode.
    optimizerRuns: 1_000_000,
  })
  const { abi, bytecode } = contracts['VerifyingPaymaster']!
  return { contractName: 'VerifyingPaymaster', abi, bytecode, solcVersion, sourceHash }
}
