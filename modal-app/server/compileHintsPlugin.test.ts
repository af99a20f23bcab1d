import type { Rollup } from 'vite'
import { describe, expect, it } from 'vitest'
import { ALL_FUNCTIONS_CALLED_ON_LOAD, compileHintsPlugin } from './compileHintsPlugin'

const chunk = (name: string, code: string) => ({ type: 'chunk', name, fileName: `assets/${name}-x.js`, code }) as unknown as Rollup.OutputChunk

describe('compileHintsPlugin', () => {
  it('puts the hint on the first line of the named chunks only, once', () => {
    const bundle = { a: chunk('first', 'import"./r.js";'), b: chunk('start', 'const __vite__mapDeps=1;'), c: chunk('AccountView', 'export{}'), d: { type: 'asset', name: 'first', fileName: 'assets/first-x.css', source: 'a{}' } } as unknown as Rollup.OutputBundle
    const hook = compileHintsPlugin(['first', 'start']).generateBundle as { handler: (options: unknown, bundle: Rollup.OutputBundle) => void }
    hook.handler({}, bundle)
    hook.handler({}, bundle)
    const code = (key: string) => (bundle[key] as Rollup.OutputChunk).code
    expect(code('a')).toBe(`${ALL_FUNCTIONS_CALLED_ON_LOAD}import"./r.js";`)
    expect(code('b')).toBe(`${ALL_FUNCTIONS_CALLED_ON_LOAD}const __vite__mapDeps=1;`)
    expect(code('c')).toBe('export{}')
    expect((bundle.d as Rollup.OutputAsset).source).toBe('a{}')
  })
})
