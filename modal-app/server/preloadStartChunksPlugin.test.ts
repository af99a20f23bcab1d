import type { Rollup } from 'vite'
import { describe, expect, it } from 'vitest'
import { entryImportFiles, startChunkFiles } from './preloadStartChunksPlugin'

const chunk = (fileName: string, facadeModuleId: string | null, imports: string[] = [], dynamicImports: string[] = [], moduleIds: string[] = []) =>
  ({ type: 'chunk', fileName, facadeModuleId, imports, dynamicImports, moduleIds, isEntry: false }) as unknown as Rollup.OutputChunk

describe('startChunkFiles', () => {
  const entry = chunk('assets/index.js', '/r/modal-app/main.tsx', ['assets/shared.js'], ['assets/startEffects.js', 'assets/AllWallets.js'])
  const bundle = Object.fromEntries(
    [
      entry,
      chunk('assets/shared.js', null),
      chunk('assets/startEffects.js', '/r/modal-app/app/startEffects.ts', ['assets/shared.js', 'assets/callDataApi.js', 'assets/listeners.js'], ['assets/serveConnectors.js']),
      chunk('assets/listeners.js', '/r/modal-app/app/registerListeners.ts'),
      chunk('assets/serveConnectors.js', '/r/modal-app/bridge/serveConnectors.ts', ['assets/deep.js']),
      chunk('assets/callDataApi.js', null, ['assets/deep.js']),
      chunk('assets/deep.js', null),
      chunk('assets/AllWallets.js', '/r/modal-app/features/walletCatalog/views/AllWalletsView.tsx', ['assets/qr.js']),
      chunk('assets/qr.js', null),
    ].map((c) => [c.fileName, c]),
  ) as unknown as Rollup.OutputBundle

  it('lists the start chunks and their static imports, not what the entry loads, what they load later, nor views loaded on intent', () => {
    expect(startChunkFiles(bundle, entry).sort()).toEqual(['assets/callDataApi.js', 'assets/deep.js', 'assets/listeners.js', 'assets/startEffects.js'])
  })

  it('finds the start modules inside a grouped chunk without a facade (entryGraphChunk start group)', () => {
    const grouped = chunk('assets/index.js', '/r/modal-app/main.tsx', [], ['assets/start.js', 'assets/AllWallets.js'])
    const files = Object.fromEntries(
      [
        grouped,
        chunk('assets/start.js', null, ['assets/viemPart.js'], [], ['/r/modal-app/app/startEffects.ts', '/r/modal-app/bridge/startBridge.ts', '/r/modal-app/x.ts']),
        chunk('assets/viemPart.js', null),
        chunk('assets/AllWallets.js', '/r/modal-app/features/walletCatalog/views/AllWalletsView.tsx'),
      ].map((c) => [c.fileName, c]),
    ) as unknown as Rollup.OutputBundle
    expect(startChunkFiles(files, grouped).sort()).toEqual(['assets/start.js', 'assets/viemPart.js'])
  })

  it("lists the entry's static imports, through each other, not its dynamic ones", () => {
    const entry = chunk('assets/index.js', '/r/modal-app/main.tsx', ['assets/runtime.js', 'assets/first.js'], ['assets/start.js'])
    const files = Object.fromEntries(
      [entry, chunk('assets/runtime.js', null), chunk('assets/first.js', null, ['assets/runtime.js', 'assets/css-helper.js']), chunk('assets/css-helper.js', null), chunk('assets/start.js', null, ['assets/first.js'])].map((c) => [c.fileName, c]),
    ) as unknown as Rollup.OutputBundle
    expect(entryImportFiles(files, entry)).toEqual(['assets/runtime.js', 'assets/first.js', 'assets/css-helper.js'])
  })

  it('follows the entry into the first view it imports dynamically: that chunk and its imports, then the start modules it imports', () => {
    const boot = chunk('assets/index.js', '/r/modal-app/boot.ts', ['assets/boot.js'], ['assets/first.js', 'assets/tellSettingsUnreachable.js'])
    const files = Object.fromEntries(
      [
        boot,
        chunk('assets/boot.js', null),
        chunk('assets/first.js', null, ['assets/boot.js', 'assets/runtime.js'], ['assets/start.js', 'assets/AccountView.js'], ['/r/modal-app/main.tsx', '/r/modal-app/app/App.tsx']),
        chunk('assets/runtime.js', null),
        chunk('assets/start.js', null, ['assets/first.js'], [], ['/r/modal-app/app/startEffects.ts']),
        chunk('assets/AccountView.js', '/r/modal-app/features/account/views/AccountView.tsx'),
        chunk('assets/tellSettingsUnreachable.js', '/r/modal-app/requests/bridge/tellSettingsUnreachable.ts'),
      ].map((c) => [c.fileName, c]),
    ) as unknown as Rollup.OutputBundle
    expect(entryImportFiles(files, boot)).toEqual(['assets/boot.js', 'assets/first.js', 'assets/runtime.js'])
    expect(startChunkFiles(files, boot)).toEqual(['assets/start.js'])
  })
})
