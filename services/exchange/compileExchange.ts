import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Abi, Hex } from 'viem'
import { stateRoot } from '../internal/paths'

/** ABI and creation code of one compiled contract. */
export interface ContractArtifact {
  abi: Abi
  bytecode: Hex
}

/** The exchange and the second test token, compiled together. */
export interface ExchangeArtifacts {
  exchange: ContractArtifact
  testToken: ContractArtifact
  solcVersion: string
  sourceHash: string
}

const SOURCES = { exchange: ['AirlockExchange.sol', 'AirlockExchange'], testToken: ['AirlockTestToken.sol', 'AirlockTestToken'] } as const

interface SolcOutput {
  errors?: { severity: string; formattedMessage: string }[]
  contracts?: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>
}

/**
 * Compiles `AirlockExchange.sol` and `AirlockTestToken.sol` (beside this file) with solc-js,
 * offline, and caches both artifacts in `.airlock/cache/` keyed by the sources and the compiler,
 * so a start with unchanged sources skips the compiler. Throws with solc's messages on errors.
 *
 * @example
 * const { exchange, testToken } = compileExchange()
 */
export function compileExchange(options: { cacheDir?: string } = {}): ExchangeArtifacts {
  const cacheDir = options.cacheDir ?? join(stateRoot, 'cache')
  const require = createRequire(import.meta.url)
  const solcVersion = (require('solc/package.json') as { version: string }).version
  const sources = Object.fromEntries(
    Object.values(SOURCES).map(([file]) => [file, { content: readFileSync(fileURLToPath(new URL(`./${file}`, import.meta.url)), 'utf8') }]),
  )
  const hash = createHash('sha256').update(solcVersion)
  for (const [file, { content }] of Object.entries(sources)) hash.update('\0').update(file).update('\0').update(content)
  const sourceHash = hash.digest('hex').slice(0, 16)
  const cachePath = join(cacheDir, `AirlockExchange-${sourceHash}.json`)
  if (existsSync(cachePath)) {
    try {
      return JSON.parse(readFileSync(cachePath, 'utf8')) as ExchangeArtifacts
    } catch {
      // A torn cache file: compile again.
    }
  }

  const solc = require('solc') as { compile(input: string): string }
  const input = { language: 'Solidity', sources, settings: { optimizer: { enabled: true, runs: 200 }, outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } } } }
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as SolcOutput
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error')
  if (errors.length) throw new Error(`the exchange contracts failed to compile:\n${errors.map((e) => e.formattedMessage).join('\n')}`)
  const pick = ([file, name]: readonly [string, string]): ContractArtifact => {
    const contract = output.contracts?.[file]?.[name]
    if (!contract) throw new Error(`solc produced no ${name} contract`)
    return { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` }
  }
  const artifacts: ExchangeArtifacts = { exchange: pick(SOURCES.exchange), testToken: pick(SOURCES.testToken), solcVersion, sourceHash }
  mkdirSync(cacheDir, { recursive: true })
  // Write then rename so a concurrent reader never sees half a file.
  const tmp = `${cachePath}.${process.pid}.tmp`
  writeFileSync(tmp, JSON.stringify(artifacts))
  renameSync(tmp, cachePath)
  return artifacts
}
