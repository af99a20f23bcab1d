import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { compilePaymaster } from './compilePaymaster'

const cacheDir = mkdtempSync(join(tmpdir(), 'airlock-pm-'))
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }))

describe('compilePaymaster', () => {
  it('compiles the published VerifyingPaymaster with solc-js once, then serves it from the cache', () => {
    const artifact = compilePaymaster({ cacheDir })
    expect(artifact.bytecode).toMatch(/^0x60[0-9a-f]{1000,}$/)
    expect(artifact.abi.map((e) => ('name' in e ? e.name : e.type))).toEqual(expect.arrayContaining(['getHash', 'verifyingSigner', 'validatePaymasterUserOp', 'deposit']))
    expect(readdirSync(cacheDir)).toEqual([`VerifyingPaymaster-${artifact.sourceHash}.json`])
    expect(compilePaymaster({ cacheDir })).toEqual(artifact)
  })

  it('compiles again over a cache file of the older one-artifact layout at the same key', () => {
    const { sourceHash, bytecode } = compilePaymaster({ cacheDir })
    writeFileSync(join(cacheDir, `VerifyingPaymaster-${sourceHash}.json`), JSON.stringify({ contractName: 'VerifyingPaymaster', abi: [], bytecode }))
    expect(compilePaymaster({ cacheDir }).abi.length).toBeGreaterThan(0)
  })
})
