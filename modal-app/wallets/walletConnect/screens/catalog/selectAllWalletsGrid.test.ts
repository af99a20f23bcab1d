import { describe, expect, it } from 'vitest'
import { allWalletsGrid } from './selectAllWalletsGrid'
import { initialWalletCatalogState, type WalletListing } from './walletCatalogSlice'

const w = (id: string, name = id): WalletListing => ({ id, name, image_id: `img-${id}` })

describe('allWalletsGrid', () => {
  const catalog = { ...initialWalletCatalogState, featured: [w('f1'), w('f2')], recommended: [w('r1'), w('f2')], wallets: [w('p1'), w('r1'), w('p2')], count: 3, page: 1 }
  it('lists custom, featured, recommended, then paged wallets, each once', () => {
    const grid = allWalletsGrid(catalog, [{ id: 'c1', name: 'Custom', image_url: 'https://x/c.png' }], [])
    expect(grid.map((g) => g.id)).toEqual(['c1', 'f1', 'f2', 'r1', 'p1', 'p2'])
    expect(grid[0]).toEqual({ id: 'c1', name: 'Custom', imageUrl: 'https://x/c.png' })
    expect(grid[1]).toEqual({ id: 'f1', name: 'f1', imageId: 'img-f1' })
  })
  it('shows search results and matching custom wallets while a term is set', () => {
    const grid = allWalletsGrid({ ...catalog, searchTerm: 'rain', search: [w('s1', 'Rainbow')] }, [{ id: 'c1', name: 'RainCustom' }, { id: 'c2', name: 'Other' }], [])
    expect(grid.map((g) => g.id)).toEqual(['c1', 's1'])
  })
  it('keeps excluded ids out, custom ones included', () => {
    expect(allWalletsGrid(catalog, [{ id: 'c1', name: 'C' }], ['c1', 'p2']).map((g) => g.id)).toEqual(['f1', 'f2', 'r1', 'p1'])
  })
})
