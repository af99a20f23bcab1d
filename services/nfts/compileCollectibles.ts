import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Abi, Hex } from 'viem'
import { stateRoot } from '../internal/paths'

/** ABI and creation code of one compiled contract. */
export interface ContractArtifact {
  abi: Abi
  bytecode: Hex
}

/** Both test collections, compiled together. */
export interface CollectiblesArtifact {
  badges: ContractArtifact
  items: ContractArtifact
  solcVersion: string
  sourceHash: string
}

/** The Solidity source beside this file. */
export const collectiblesSourcePath = fileURLToPath(new URL('./AirlockCollectibles.sol', import.meta.url))
const SOURCE = 'AirlockCollectibles.sol'

interface SolcOutput {
  errors?: { severity: string; formattedMessage: string }[]
  contracts?: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>
}

/**
 * Compiles `AirlockCollectibles.sol` (the ERC-721 AirlockBadges and the ERC-1155 AirlockItems,
 * built on the installed OpenZeppelin contracts) with solc-js, offline, and caches the artifact
 * in `.airlock/cache/` keyed by our source, OpenZeppelin's version and the compiler, so a
 * restart skips the compiler. Throws with solc's messages on a compile error.
 *
 * @example
 * const { badges, items } = compileCollectibles()
 */
export function compileCollectibles(options: { cacheDir?: string } = {}): CollectiblesArtifact {
  const require = createRequire(import.meta.url)
  const cacheDir = options.cacheDir ?? join(stateRoot, 'cache')
  const source = readFileSync(collectiblesSourcePath, 'utf8')
  const solcVersion = (require('solc/package.json') as { version: string }).version
  const ozVersion = (require('@openzeppelin/contracts/package.json') as { version: string }).version
  const sourceHash = createHash('sha256').update([solcVersion, ozVersion, source].join('\0')).digest('hex').slice(0, 16)
  const cachePath = join(cacheDir, `AirlockCollectibles-${sourceHash}.json`)
  if (existsSync(cachePath)) {
    try {
      return JSON.parse(readFileSync(cachePath, 'utf8')) as CollectiblesArtifact
    } catch {
      // A torn cache file: compile again.
    }
  }

  const ozRoot = dirname(require.resolve('@openzeppelin/contracts/package.json'))
  const findImport = (path: string): { contents: string } | { error: string } => {
    const prefix = '@openzeppelin/contracts/'
    if (!path.startsWith(prefix) || path.includes('..')) return { error: `${path} is not an OpenZeppelin contract` }
    try {
      return { contents: readFileSync(join(ozRoot, path.slice(prefix.length)), 'utf8') }
    } catch (error) {
      return { error: `cannot read ${path}: ${(error as Error).message}` }
    }
  }
  const solc = require('solc') as { compile(input: string, callbacks: { import(path: string): { contents: string } | { error: string } }): string }
  const input = {
    language: 'Solidity',
    sources: { [SOURCE]: { content: source } },
    settings: { optimizer: { enabled: true, runs: 200 }, outputSelection: { [SOURCE]: { '*': ['abi', 'evm.bytecode.object'] } } },
  }
  const output = JSON.parse(solc.compile(JSON.stringify(input), { import: findImport })) as SolcOutput
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error')
  if (errors.length) throw new Error(`${SOURCE} failed to compile:\n${errors.map((e) => e.formattedMessage).join('\n')}`)
  const pick = (name: string): ContractArtifact => {
    const c = output.contracts?.[SOURCE]?.[name]
    if (!c) throw new Error(`solc produced no ${name} contract`)
    return { abi: c.abi, bytecode: `0x${c.evm.bytecode.object}` }
  }
  const artifact: CollectiblesArtifact = { badges: pick('AirlockBadges'), items: pick('AirlockItems'), solcVersion, sourceHash }
  mkdirSync(cacheDir, { recursive: true })
  // Write then rename so a concurrent reader never sees half a file.
  const tmp = `${cachePath}.${process.pid}.tmp`
  writeFileSync(tmp, JSON.stringify(artifact))
  renameSync(tmp, cachePath)
  return artifact
}
