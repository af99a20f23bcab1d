import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { compileSolidity, type CompiledContract } from '../internal/compileSolidity'
import { stateRoot } from '../internal/paths'

/** Both test collections, compiled together. */
export interface CollectiblesArtifact {
  badges: CompiledContract
  items: CompiledContract
  solcVersion: string
  sourceHash: string
}

/** The Solidity source beside this file. */
export const collectiblesSourcePath = fileURLToPath(new URL('./AirlockCollectibles.sol', import.meta.url))

/**
 * Compiles `AirlockCollectibles.sol` (the ERC-721 AirlockBadges and the ERC-1155 AirlockItems,
 * built on the installed OpenZeppelin contracts) with solc-js through compileSolidity, cached
 * in `.airlock/cache/` keyed also by OpenZeppelin's version. Throws with solc's messages on a
 * compile error.
 *
 * @example
 * const { badges, items } = compileCollectibles()
 */
export function compileCollectibles(options: { cacheDir?: string } = {}): CollectiblesArtifact {
  const { contracts, solcVersion, sourceHash } = compileSolidity({
    sources: { 'AirlockCollectibles.sol': readFileSync(collectiblesSourcePath, 'utf8') },
    contracts: ['AirlockBadges', 'AirlockItems'],
    cacheName: 'AirlockCollectibles',
    cacheDir: options.cacheDir ?? join(stateRoot, 'cache'),
    packages: ['@openzeppelin/contracts'],
  })
  return { badges: contracts['AirlockBadges']!, items: contracts['AirlockItems']!, solcVersion, sourceHash }
}
