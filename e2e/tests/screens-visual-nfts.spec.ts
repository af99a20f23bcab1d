import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { mintBadge, mintItem, openAccountWithKey, registerNameFor } from '../fixtures/nftFlows'
import { checkScreen } from '../fixtures/screenCheck'
import { expect, test } from '../fixtures/test'
import { clickAccountTab } from '../fixtures/clickAccountTab'

// The NFTs tab and the NFT detail view, which the other screens specs predate, at a desktop and
// a phone width in both themes: a screenshot of each (e2e/screenshots/screen-*.png) and a failing
// check for a sideways overflow, a toast over a control or an axe violation. The context carries
// the size (see modal-bottom-clicks.spec.ts).

for (const theme of ['dark', 'light'] as const) {
  for (const width of [1280, 390] as const) {
    test.describe(`${width} px ${theme}`, () => {
      test.use({ viewport: { width, height: width > 500 ? 800 : 844 } })
      const shot = (name: string) => `screen-${name}-${theme}-${width}`

      test(`the NFTs tab and an NFT's detail look finished at ${width} px (${theme})`, async ({ page, modal }) => {
        const key = generatePrivateKey()
        const owner = privateKeyToAccount(key)
        const name = await registerNameFor(owner, `shot-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`)
        await mintBadge(owner.address)
        await mintItem(owner.address, 3n, 2n)
        await openAccountWithKey(page, modal, key, theme, name)
        await clickAccountTab(modal, 'nfts')
        await expect(modal.getByTestId('airlock-nft')).toHaveCount(2)
        await checkScreen(page, modal, 'airlock-nfts', shot('NftsTab'))
        await modal.getByTestId('airlock-nft').nth(1).click()
        await expect(modal.getByTestId('airlock-nft-detail-amount')).toHaveText('2')
        await checkScreen(page, modal, 'airlock-view-NftDetail', shot('NftDetail'))
      })
    })
  }
}
