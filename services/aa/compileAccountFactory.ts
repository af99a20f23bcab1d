import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Abi, Hex } from 'viem'
import { stateRoot } from '../internal/paths'
import { compileSolidity } from '../internal/compileSolidity'

/** The compiled AirlockAccountFactory (it deploys its AirlockAccount implementation itself). */
export interface AccountFactoryArtifact {
  contractName: 'AirlockAccountFactory'
  abi: Abi
  bytecode: Hex
  /** The account's ABI (the implementation behind every proxy). */
  accountAbi: Abi
  solcVersion: string
  sourceHash: string
}

const ENTRY = 'contracts/AirlockAccount.sol'

/**
 * Compiles `contracts/AirlockAccount.sol` (the published SimpleAccount v0.7 extended with
 * ERC-1271, and its factory) with solc-js against the installed `@account-abstraction/contracts`
 * and OpenZeppelin sources, cached in `.airlock/cache/` like the paymaster.
 *
 * @example
 * const { bytecode } = compileAccountFactory()
 */
export function compileAccountFactory(options: { cacheDir?: string } = {}): AccountFactoryArtifact {
  const content = readFileSync(fileURLToPath(new URL(`./${ENTRY}`, import.meta.url)), 'utf8')
  const { contracts, solcVersion, sourceHash } = compileSolidity({
    sources: { [ENTRY]: content },
    contracts: ['AirlockAccountFactory', 'AirlockAccount'],
    cacheName: 'AirlockAccountFactory',
    cacheDir: options.cacheDir ?? join(stateRoot, 'cache'),
    packages: ['@account-abstraction/contracts', '@openzeppelin/contracts'],
    // Every CREATE2 address of the account-abstraction setup depends on this bytecode.
    optimizerRuns: 1_000_000,
  })
  const factory = contracts['AirlockAccountFactory']!
  return { contractName: 'AirlockAccountFactory', abi: factory.abi, bytecode: factory.bytecode, accountAbi: contracts['AirlockAccount']!.abi, solcVersion, sourceHash }
}
