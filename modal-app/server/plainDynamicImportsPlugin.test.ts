import { describe, expect, it } from 'vitest'
import { unwrapDynamicImports } from './plainDynamicImportsPlugin'

const cssOnly = ['"./airlock.css"']
const withPrelude = (deps: string[], body: string) => `const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=[${deps.join(',')}])))=>i.map(i=>d[i]);\n${body}`

describe('unwrapDynamicImports', () => {
  it('turns a wrapped import with no preloads into the plain import, and a picked one into the import of the namespace', () => {
    expect(unwrapDynamicImports('V(()=>n(()=>import(`./A-1.js`),[],import.meta.url))', () => true)).toBe('V(()=>import(`./A-1.js`))')
    expect(unwrapDynamicImports('n(async()=>{let{startModal:e}=await import(`./first-1.js`).then(e=>e.t);return{startModal:e}},[],import.meta.url).then(f)', () => true)).toBe(
      'import(`./first-1.js`).then(e=>e.t).then(f)',
    )
    expect(unwrapDynamicImports('i(()=>import(`./B-1.js`).then(e=>({default:e.B})),void 0,import.meta.url)', () => true)).toBe('import(`./B-1.js`).then(e=>({default:e.B}))')
  })

  it('unwraps an import whose preloads are only stylesheets the page links, and drops the then-unread prelude', () => {
    const code = withPrelude(cssOnly, 'x=i(()=>import(`./C-1.js`),__vite__mapDeps([0]),import.meta.url)')
    expect(unwrapDynamicImports(code, (indexes) => indexes.every((i) => i === 0))).toBe('x=import(`./C-1.js`)')
  })

  it('keeps the wrapper, and the prelude, where a chunk has its own imports to preload', () => {
    const code = withPrelude(['"./TokensTab-1.js"'], 'x=i(()=>import(`./AccountView-1.js`),__vite__mapDeps([0]),import.meta.url)')
    expect(unwrapDynamicImports(code, () => false)).toBe(code)
  })
})
