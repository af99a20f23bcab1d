import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { Abi, Hex } from 'viem'

/** One compiled contract of a {@link compileSolidity} run. */
export interface CompiledContract {
  abi: Abi
  bytecode: Hex
}

export interface CompileSolidityOptions {
  /**
   * The sources to compile: unit name (what imports and solc's output call it) → text. The unit
   * names are part of the bytecode's metadata, so a caller keeps them stable.
   */
  sources: Record<string, string>
  /** The contracts to keep, by name (each defined in one of `sources`). */
  contracts: readonly string[]
  /** The cache file's name prefix (`<prefix>-<hash>.json`). */
  cacheName: string
  cacheDir: string
  /** Installed packages whose versions change the result (the imports' sources); none by default. */
  packages?: readonly string[]
  /** The optimizer's `runs`; 200 (solc's default) unless the bytecode must be as small to run as can be. */
  optimizerRuns?: number
}

export interface CompiledSources {
  contracts: Record<string, CompiledContract>
  solcVersion: string
  sourceHash: string
}

interface SolcOutput {
  errors?: { severity: string; formattedMessage: string }[]
  contracts?: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>
}

/**
 * Reads an import (`@scope/pkg/path.sol`) from the installed package that publishes it.
 *
 * @example
 * readPackageSource('@openzeppelin/contracts/token/ERC20/IERC20.sol') // the interface's text
 */
export function readPackageSource(path: string): string {
  const require = createRequire(import.meta.url)
  const parts = path.split('/')
  const pkgName = path.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!
  const rest = parts.slice(path.startsWith('@') ? 2 : 1).join('/')
  if (rest.split('/').includes('..')) throw new Error(`${path} leaves its package`)
  return readFileSync(join(dirname(require.resolve(`${pkgName}/package.json`)), rest), 'utf8')
}

/**
 * The services' one Solidity compile-and-cache: compiles sources with solc-js, offline (imports
 * come from installed packages), and caches the chosen contracts in `cacheDir` keyed by the
 * compiler, the packages' versions, the optimizer runs and the sources, so a restart with
 * unchanged inputs skips the compiler. The cache file is written then renamed, so a concurrent
 * reader never sees half of it. Throws with solc's messages on a compile error.
 *
 * @example
 * const { contracts } = compileSolidity({ sources: { 'AirlockToken.sol': text }, contracts: ['AirlockToken'], cacheName: 'AirlockToken', cacheDir })
 * contracts['AirlockToken']!.bytecode // '0x6080…'
 */
export function compileSolidity({ sources, contracts, cacheName, cacheDir, packages = [], optimizerRuns = 200 }: CompileSolidityOptions): CompiledSources {
  const require = createRequire(import.meta.url)
  const solcVersion = (require('solc/package.json') as { version: string }).version
  const versions = packages.map((name) => (require(`${name}/package.json`) as { version: string }).version)
  const hash = createHash('sha256').update([solcVersion, ...versions, String(optimizerRuns)].join('\0'))
  for (const [name, content] of Object.entries(sources)) hash.update('\0').update(name).update('\0').update(content)
  const sourceHash = hash.digest('hex').slice(0, 16)
  const cachePath = join(cacheDir, `${cacheName}-${sourceHash}.json`)
  if (existsSync(cachePath)) {
    try {
      const cached = JSON.parse(readFileSync(cachePath, 'utf8')) as Partial<CompiledSources>
      // A file of another cache layout (one artifact, no `contracts`) at the same key is compiled again.
      if (contracts.every((name) => cached.contracts?.[name]?.bytecode)) return cached as CompiledSources
    } catch {
      // A torn cache file: compile again.
    }
  }

  const solc = require('solc') as { compile(input: string, callbacks: { import(path: string): { contents: string } | { error: string } }): string }
  const input = {
    language: 'Solidity',
    sources: Object.fromEntries(Object.entries(sources).map(([name, content]) => [name, { content }])),
    settings: { optimizer: { enabled: true, runs: optimizerRuns }, outputSelection: Object.fromEntries(Object.keys(sources).map((name) => [name, { '*': ['abi', 'evm.bytecode.object'] }])) },
  }
  const findImport = (path: string): { contents: string } | { error: string } => {
    try {
      return { contents: readPackageSource(path) }
    } catch (error) {
      return { error: `cannot read ${path}: ${(error as Error).message}` }
    }
  }
  const output = JSON.parse(solc.compile(JSON.stringify(input), { import: findImport })) as SolcOutput
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error')
  if (errors.length) throw new Error(`${Object.keys(sources).join(', ')} failed to compile:\n${errors.map((e) => e.formattedMessage).join('\n')}`)
  const compiled: CompiledSources = { contracts: {}, solcVersion, sourceHash }
  for (const name of contracts) {
    const contract = Object.values(output.contracts ?? {}).find((unit) => unit[name])?.[name]
    if (!contract) throw new Error(`solc produced no ${name} contract`)
    compiled.contracts[name] = { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` }
  }
  mkdirSync(cacheDir, { recursive: true })
  const tmp = `${cachePath}.${process.pid}.tmp`
  writeFileSync(tmp, JSON.stringify(compiled))
  renameSync(tmp, cachePath)
  return compiled
}
