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
  /** The entry source's unit name (what imports and solc's output call it) and its text. */
  entry: { name: string; content: string }
  /** The contracts of the entry source to keep. */
  contracts: readonly string[]
  /** The cache file's name prefix (`<prefix>-<hash>.json`). */
  cacheName: string
  cacheDir: string
  /** Installed packages whose versions change the result (the imports' sources). */
  packages: readonly string[]
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

/** Reads an import (`@scope/pkg/path.sol`) from the installed package that publishes it. */
export function readPackageSource(path: string): string {
  const require = createRequire(import.meta.url)
  const parts = path.split('/')
  const pkgName = path.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!
  const rest = parts.slice(path.startsWith('@') ? 2 : 1).join('/')
  return readFileSync(join(dirname(require.resolve(`${pkgName}/package.json`)), rest), 'utf8')
}

/**
 * Compiles one Solidity source with solc-js, offline (imports come from installed packages),
 * optimizer at 1,000,000 runs, and caches the chosen contracts in `cacheDir` keyed by the
 * compiler, the packages' versions and the entry source, so a restart skips the compiler. The
 * bytecode (hence every CREATE2 address) depends on exactly those inputs. Throws with solc's
 * messages on a compile error.
 *
 * @example
 * const { contracts } = compileSolidity({ entry: { name, content }, contracts: ['VerifyingPaymaster'], cacheName: 'VerifyingPaymaster', cacheDir, packages: ['@openzeppelin/contracts'] })
 */
export function compileSolidity({ entry, contracts, cacheName, cacheDir, packages }: CompileSolidityOptions): CompiledSources {
  const require = createRequire(import.meta.url)
  const solcVersion = (require('solc/package.json') as { version: string }).version
  const versions = packages.map((name) => (require(`${name}/package.json`) as { version: string }).version)
  const sourceHash = createHash('sha256').update([solcVersion, ...versions, entry.content].join('\0')).digest('hex').slice(0, 16)
  const cachePath = join(cacheDir, `${cacheName}-${sourceHash}.json`)
  if (existsSync(cachePath)) {
    try {
      const cached = JSON.parse(readFileSync(cachePath, 'utf8')) as Partial<CompiledSources>
      // A file of an older cache layout (one artifact, no `contracts`) at the same key is compiled again.
      if (contracts.every((name) => cached.contracts?.[name]?.bytecode)) return cached as CompiledSources
    } catch {
      // A torn cache file: compile again.
    }
  }

  const solc = require('solc') as { compile(input: string, callbacks: { import(path: string): { contents: string } | { error: string } }): string }
  const input = {
    language: 'Solidity',
    sources: { [entry.name]: { content: entry.content } },
    settings: { optimizer: { enabled: true, runs: 1_000_000 }, outputSelection: { [entry.name]: Object.fromEntries(contracts.map((c) => [c, ['abi', 'evm.bytecode.object']])) } },
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
  if (errors.length) throw new Error(`${entry.name} failed to compile:\n${errors.map((e) => e.formattedMessage).join('\n')}`)
  const compiled: CompiledSources = { contracts: {}, solcVersion, sourceHash }
  for (const name of contracts) {
    const contract = output.contracts?.[entry.name]?.[name]
    if (!contract) throw new Error(`solc produced no ${name} contract`)
    compiled.contracts[name] = { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` }
  }
  mkdirSync(cacheDir, { recursive: true })
  // Write then rename so a concurrent reader never sees half a file.
  const tmp = `${cachePath}.${process.pid}.tmp`
  writeFileSync(tmp, JSON.stringify(compiled))
  renameSync(tmp, cachePath)
  return compiled
}
