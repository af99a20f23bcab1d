import { readFileSync, writeFileSync } from 'node:fs'

/**
 * For a test that a compile came from `compileSolidity`'s cache rather than from solc: appends
 * `cafe` to one contract's bytecode in the cache file, so a compile that reads the file returns the
 * marked bytecode (solc would return the real one). Returns the function that puts the file back.
 * A check by the clock instead (“under 100 ms”) failed in `npm test`, whose unit suites run at the
 * lowest CPU priority beside the e2e shards.
 *
 * @example
 * const restore = markCachedContract(join(cacheDir, `AirlockToken-${first.sourceHash}.json`), 'AirlockToken')
 * expect(compileToken({ cacheDir }).bytecode).toBe(`${first.bytecode}cafe`)
 * restore()
 */
export function markCachedContract(cacheFile: string, contract: string): () => void {
  const kept = readFileSync(cacheFile, 'utf8')
  const cached = JSON.parse(kept) as { contracts: Record<string, { bytecode: string }> }
  const entry = cached.contracts[contract]
  if (!entry) throw new Error(`${cacheFile} has no contract ${contract}`)
  entry.bytecode += 'cafe'
  writeFileSync(cacheFile, JSON.stringify(cached))
  return () => writeFileSync(cacheFile, kept)
}
