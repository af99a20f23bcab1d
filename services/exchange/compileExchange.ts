import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { compileSolidity, type CompiledContract } from '../internal/compileSolidity'
import { stateRoot } from '../internal/paths'

/** The compiled exchange. Its second token, AEUR, is `AirlockToken` (contracts/compileToken). */
export interface ExchangeArtifacts {
  exchange: CompiledContract
  solcVersion: string
  sourceHash: string
}

/**
 * Compiles `AirlockExchange.sol` (beside this file) with solc-js through compileSolidity,
 * cached in `.airlock/cache/`. Throws with solc's messages on a compile error.
 *
 * @example
 * const { exchange } = compileExchange()
 */
export function compileExchange(options: { cacheDir?: string } = {}): ExchangeArtifacts {
  const { contracts, solcVersion, sourceHash } = compileSolidity({
    sources: { 'AirlockExchange.sol': readFileSync(fileURLToPath(new URL('./AirlockExchange.sol', import.meta.url)), 'utf8') },
    contracts: ['AirlockExchange'],
    cacheName: 'AirlockExchange',
    cacheDir: options.cacheDir ?? join(stateRoot, 'cache'),
  })
  return { exchange: contracts['AirlockExchange']!, solcVersion, sourceHash }
}
