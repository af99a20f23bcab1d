import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { Abi, Hex } from 'viem'
import { stateRoot } from '../internal/paths'

/** The compiled VerifyingPaymaster: what deploying and calling it needs. */
export interface PaymasterArtifact {
  contractName: 'VerifyingPaymaster'
  abi: Abi
  bytecode: Hex
  solcVersion: string
  sourceHash: string
}

const ENTRY = '@account-abstraction/contracts/samples/VerifyingPaymaster.sol'

interface SolcOutput {
  errors?: { severity: string; formattedMessage: string }[]
  contracts?: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>
}

/** Reads an import (`@scope/pkg/path.sol`) from the installed package that publishes it. */
function readImport(require: NodeJS.Require, path: string): string {
  const parts = path.split('/')
  const pkgName = path.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!
  const rest = parts.slice(path.startsWith('@') ? 2 : 1).join('/')
  return readFileSync(join(dirname(require.resolve(`${pkgName}/package.json`)), rest), 'utf8')
}

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
  const require = createRequire(import.meta.url)
  const cacheDir = options.cacheDir ?? join(stateRoot, 'cache')
  const solcVersion = (require('solc/package.json') as { version: string }).version
  const aaVersion = (require('@account-abstraction/contracts/package.json') as { version: string }).version
  const ozVersion = (require('@openzeppelin/contracts/package.json') as { version: string }).version
  const sourceHash = createHash('sha256').update([solcVersion, aaVersion, ozVersion, readImport(require, ENTRY)].join('\0')).digest('hex').slice(0, 16)
  const cachePath = join(cacheDir, `VerifyingPaymaster-${sourceHash}.json`)
  if (existsSync(cachePath)) {
    try {
      return JSON.parse(readFileSync(cachePath, 'utf8')) as PaymasterArtifact
    } catch {
      // A torn cache file: compile again.
    }
  }

  const solc = require('solc') as { compile(input: string, callbacks: { import(path: string): { contents: string } | { error: string } }): string }
  const input = {
    language: 'Solidity',
    sources: { [ENTRY]: { content: readImport(require, ENTRY) } },
    settings: { optimizer: { enabled: true, runs: 1_000_000 }, outputSelection: { [ENTRY]: { VerifyingPaymaster: ['abi', 'evm.bytecode.object'] } } },
  }
  const findImport = (path: string): { contents: string } | { error: string } => {
    try {
      return { contents: readImport(require, path) }
    } catch (error) {
      return { error: `cannot read ${path}: ${(error as Error).message}` }
    }
  }
  const output = JSON.parse(solc.compile(JSON.stringify(input), { import: findImport })) as SolcOutput
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error')
  if (errors.length) throw new Error(`VerifyingPaymaster.sol failed to compile:\n${errors.map((e) => e.formattedMessage).join('\n')}`)
  const contract = output.contracts?.[ENTRY]?.['VerifyingPaymaster']
  if (!contract) throw new Error('solc produced no VerifyingPaymaster contract')
  const artifact: PaymasterArtifact = { contractName: 'VerifyingPaymaster', abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}`, solcVersion, sourceHash }
  mkdirSync(cacheDir, { recursive: true })
  // Write then rename so a concurrent reader never sees half a file.
  const tmp = `${cachePath}.${process.pid}.tmp`
  writeFileSync(tmp, JSON.stringify(artifact))
  renameSync(tmp, cachePath)
  return artifact
}
