import { describe, expect, it } from 'vitest'
import { entryGraphChunk } from './entryGraphChunk'

describe('entryGraphChunk', () => {
  it("groups exactly the entry's static import graph, not what only lazy chunks import", () => {
    const imports: Record<string, string[]> = {
      '/r/modal-app/main.tsx': ['/r/modal-app/app/App.tsx', '/r/node_modules/react/index.js'],
      '/r/modal-app/app/App.tsx': ['/r/shared/constants/index.ts'],
      '/r/node_modules/react/index.js': [],
      '/r/shared/constants/index.ts': [],
      '/r/modal-app/features/swap/views/SwapView.tsx': ['/r/shared/constants/index.ts', '/r/modal-app/features/swap/quote.ts'],
      '/r/modal-app/features/swap/quote.ts': [],
    }
    const { plugin, group } = entryGraphChunk('/modal-app/main.tsx')
    const context = { getModuleIds: () => Object.keys(imports)[Symbol.iterator](), getModuleInfo: (id: string) => ({ importedIds: imports[id] ?? [] }) }
    ;(plugin.buildEnd as unknown as (this: typeof context) => void).call(context)
    const grouped = Object.keys(imports).filter((id) => group.test(id))
    expect(grouped).toEqual(['/r/modal-app/app/App.tsx', '/r/node_modules/react/index.js', '/r/shared/constants/index.ts'])
  })

  it('tells the first chunks (the entry and the grouped graph) from lazy ones', () => {
    const { isFirstChunk } = entryGraphChunk('/modal-app/main.tsx')
    expect(['assets/index-Ab1.js', 'assets/first-Xy2.js', 'assets/AccountView-Q1.js', 'assets/firstRun-Z.js'].map(isFirstChunk)).toEqual([true, true, false, false])
  })

  it('groups the start modules\' own graph apart, minus the first chunk\'s modules and libraries', () => {
    const imports: Record<string, string[]> = {
      '/r/modal-app/main.tsx': ['/r/modal-app/app/App.tsx'],
      '/r/modal-app/app/App.tsx': ['/r/shared/constants/index.ts'],
      '/r/shared/constants/index.ts': [],
      '/r/modal-app/app/startEffects.ts': ['/r/shared/constants/index.ts', '/r/modal-app/features/x/listeners.ts', '/r/node_modules/viem/index.js'],
      '/r/modal-app/features/x/listeners.ts': [],
      '/r/node_modules/viem/index.js': [],
    }
    const { plugin, groups } = entryGraphChunk('/modal-app/main.tsx', ['/modal-app/app/startEffects.ts'])
    const context = { getModuleIds: () => Object.keys(imports)[Symbol.iterator](), getModuleInfo: (id: string) => ({ importedIds: imports[id] ?? [] }) }
    ;(plugin.buildEnd as unknown as (this: typeof context) => void).call(context)
    const start = groups.find((g) => g.name === 'start')!
    expect(Object.keys(imports).filter((id) => start.test(id))).toEqual(['/r/modal-app/app/startEffects.ts', '/r/modal-app/features/x/listeners.ts'])
  })

  it("with a first-view module, groups the entry's own graph apart (boot) and the first view's graph without it (first)", () => {
    const imports: Record<string, string[]> = {
      '/r/modal-app/boot.ts': ['/r/modal-app/handshake.ts'],
      '/r/modal-app/handshake.ts': ['/r/shared/constants/index.ts'],
      '/r/shared/constants/index.ts': [],
      '/r/modal-app/main.tsx': ['/r/modal-app/app/App.tsx', '/r/shared/constants/index.ts'],
      '/r/modal-app/app/App.tsx': [],
    }
    const { plugin, groups } = entryGraphChunk('/modal-app/boot.ts', [], '/modal-app/main.tsx')
    const context = { getModuleIds: () => Object.keys(imports)[Symbol.iterator](), getModuleInfo: (id: string) => ({ importedIds: imports[id] ?? [] }) }
    ;(plugin.buildEnd as unknown as (this: typeof context) => void).call(context)
    const members = (name: string) => Object.keys(imports).filter((id) => groups.find((g) => g.name === name)!.test(id))
    expect(members('boot')).toEqual(['/r/modal-app/handshake.ts', '/r/shared/constants/index.ts'])
    expect(members('first')).toEqual(['/r/modal-app/main.tsx', '/r/modal-app/app/App.tsx'])
  })
})
