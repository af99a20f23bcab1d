import { describe, expect, it } from 'vitest'
import { generateWallets } from './generateWallets'
import { loadWalletCatalog } from './routes'

describe('generateWallets', () => {
  it('is deterministic and matches the committed wallets.json', () => {
    expect(generateWallets()).toEqual(generateWallets())
    expect(generateWallets()).toEqual(loadWalletCatalog())
  })

  it('ranks the well-known wallets first and fills up to the requested total', () => {
    const wallets = generateWallets(350)
    expect(wallets).toHaveLength(350)
    expect(wallets.slice(0, 4).map((w) => w.name)).toEqual(['MetaMask', 'Trust Wallet', 'Coinbase Wallet', 'Rainbow'])
    expect(wallets.map((w) => w.order)).toEqual(wallets.map((_, i) => i + 1))
    expect(new Set(wallets.map((w) => w.name)).size).toBe(350)
  })
})
