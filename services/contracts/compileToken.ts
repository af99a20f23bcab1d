import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Abi, Hex } from 'viem'
import { compileSolidity } from '../internal/compileSolidity'
import { stateRoot } from '../internal/paths'

/** What deploying and calling the token needs. */
export interface TokenArtifact {
  contractName: 'AirlockToken'
  abi: Abi
  bytecode: Hex
  solcVersion: string
  sourceHash: string
}

/** The Solidity source beside this file. */
export const tokenSourcePath = fileURLToPath(new URL('./AirlockToken.sol', import.meta.url))

/**
 * Compiles `AirlockToken.sol`, the one test ERC-20 (AUSD and the exchange's AEUR are two
 * deployments of it; the constructor takes name, symbol and decimals), with solc-js through
 * compileSolidity, cached in `.airlock/cache/`. Throws with solc's messages on a compile error.
 *
 * @example
 * const { abi, bytecode } = compileToken()
 */
export function compileToken(options: { cacheDir?: string } = {}): TokenArtifact {
  const { contracts, solcVersion, sourceHash } = compileSolidity({
    sources: { 'AirlockToken.sol': readFileSync(tokenSourcePath, 'utf8') },
    contracts: ['AirlockToken'],
    cacheName: 'AirlockToken',
    cacheDir: options.cacheDir ?? join(stateRoot, 'cache'),
  })
  const { abi, bytecode } = contracts['AirlockToken']!
  return { contractName: 'AirlockToken', abi, bytecode, solcVersion, sourceHash }
}
