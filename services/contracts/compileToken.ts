import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, renameSync, writeFileSync, existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Abi, Hex } from 'viem'
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

interface SolcOutput {
  errors?: { severity: string; formattedMessage: string }[]
  contracts?: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>
}

/**
 * Compiles `AirlockToken.sol` with solc-js (the compiler inside the `solc` package, offline)
 * and caches the artifact in `.airlock/cache/` keyed by the source and compiler, so a restart
 * with an unchanged source skips the compiler. Throws with solc's messages on a compile error.
 *
 * @example
 * const { abi, bytecode } = compileToken()
 */
export function compileToken(options: { cacheDir?: string } = {}): TokenArtifact {
  const cacheDir = options.cacheDir ?? join(stateRoot, 'cache')
  const source = readFileSync(tokenSourcePath, 'utf8')
  const require = createRequire(import.meta.url)
  const solcVersion = (require('solc/package.json') as { version: string }).version
  const sourceHash = createHash('sha256').update(solcVersion).update('\0').update(source).digest('hex').slice(0, 16)
  const cachePath = join(cacheDir, `AirlockToken-${sourceHash}.json`)
  if (existsSync(cachePath)) {
    try {
      return JSON.parse(readFileSync(cachePath, 'utf8')) as TokenArtifact
    } catch {
      // A torn cache file: fall through and compile again.
    }
  }

  const solc = require('solc') as { compile(input: string): string }
  const input = {
    language: 'Solidity',
    sources: { 'AirlockToken.sol': { content: source } },
    settings: { optimizer: { enabled: true, runs: 200 }, outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } } },
  }
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as SolcOutput
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error')
  if (errors.length) throw new Error(`AirlockToken.sol failed to compile:\n${errors.map((e) => e.formattedMessage).join('\n')}`)
  const contract = output.contracts?.['AirlockToken.sol']?.['AirlockToken']
  if (!contract) throw new Error('solc produced no AirlockToken contract')
  const artifact: TokenArtifact = {
    contractName: 'AirlockToken',
    abi: contract.abi,
    bytecode: `0x${contract.evm.bytecode.object}`,
    solcVersion,
    sourceHash,
  }
  mkdirSync(cacheDir, { recursive: true })
  // Write then rename so a concurrent reader never sees half a file.
  const tmp = `${cachePath}.${process.pid}.tmp`
  writeFileSync(tmp, JSON.stringify(artifact))
  renameSync(tmp, cachePath)
  return artifact
}
