import type { Locator } from '@playwright/test'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { collectibleAddresses } from '../../services/fixtures/nfts/collectibleAddresses'
import { expectNoA11yViolations } from '../fixtures/axe'
import { mintBadge, mintItem, openAccountWithKey, registerNameFor } from '../fixtures/nftFlows'
import { expect, test, urls } from '../fixtures/test'
import { clickAccountTab } from '../fixtures/clickAccountTab'

/** Whether an <img> finished loading real pixels (not a broken image). */
const loaded = (img: Locator) => img.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0)

test('minted ERC-721 and ERC-1155 tokens show in the NFTs grid with images; the detail view has id, standard, amount and contract; one becomes the avatar', async ({ page, modal }) => {
  const key = generatePrivateKey()
  const owner = privateKeyToAccount(key)
  const name = await registerNameFor(owner, `nft-${Date.now().toString(36)}`)
  await openAccountWithKey(page, modal, key, 'light', name)
  // Minted to the connected account: the data service learns of them from the chain's events.
  const badgeId = await mintBadge(owner.address)
  await mintItem(owner.address, 5n, 3n)
  await clickAccountTab(modal, 'nfts')

  const cards = modal.getByTestId('airlock-nft')
  await expect(cards).toHaveCount(2)
  await expect(modal.getByTestId('airlock-nft-name')).toHaveText([`Airlock Badge #${badgeId}`, 'Rope ×3'])
  await expect(modal.getByTestId('airlock-nft-collection')).toHaveText(['Airlock Badges', 'Airlock Items'])
  for (const img of await modal.getByTestId('airlock-nft-image').all()) await expect.poll(() => loaded(img)).toBe(true)

  await cards.nth(1).click()
  await expect(modal.getByTestId('airlock-view-NftDetail')).toBeVisible()
  await expect(modal.getByTestId('airlock-nft-detail-name')).toHaveText('Rope')
  await expect(modal.getByTestId('airlock-nft-detail-token-id')).toHaveText('5')
  await expect(modal.getByTestId('airlock-nft-detail-standard')).toHaveText('ERC-1155')
  await expect(modal.getByTestId('airlock-nft-detail-amount')).toHaveText('3')
  await expect(modal.getByTestId('airlock-nft-detail-explorer')).toHaveAttribute('href', new RegExp(`/address/${collectibleAddresses().items}$`))
  await expect.poll(() => loaded(modal.getByTestId('airlock-nft-detail-image'))).toBe(true)
  await modal.getByTestId('airlock-back').click()

  await cards.nth(0).click()
  await expect(modal.getByTestId('airlock-nft-detail-token-id')).toHaveText(badgeId.toString())
  await expect(modal.getByTestId('airlock-nft-detail-standard')).toHaveText('ERC-721')
  await expect(modal.getByTestId('airlock-nft-detail-amount')).toHaveCount(0)

  // The avatar record eip155:1/erc721:<contract>/<id>, signed by the account after approval.
  await modal.getByTestId('airlock-nft-detail-use-avatar').click()
  await expect(modal.getByTestId('airlock-approve')).toHaveAttribute('data-method', 'personal_sign')
  await expect(modal.getByTestId('airlock-approve-details')).toContainText(`eip155:1/erc721:${collectibleAddresses().badges}/${badgeId}`)
  await expect(modal.getByTestId('airlock-approve-confirm')).toBeEnabled()
  await modal.getByTestId('airlock-approve-confirm').click()
  await expect(modal.getByTestId('airlock-nft-detail-is-avatar')).toBeVisible()
  await modal.getByTestId('airlock-back').click()
  await expect(modal.getByTestId('airlock-account-address')).toHaveText(name)
  const avatar = modal.locator('.airlock-account-head img.airlock-avatar')
  await expect(avatar).toHaveAttribute('src', `${urls.dataApi.replace(/\/$/, '')}/v1/nfts/image/badges/${badgeId}.svg`)
  await expect.poll(() => loaded(avatar)).toBe(true)
})

for (const theme of ['light', 'dark'] as const) {
  test(`the NFTs grid and the NFT detail view are keyboard usable and have no accessibility violations at 360 px (${theme})`, async ({ page, modal }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    const key = generatePrivateKey()
    const owner = privateKeyToAccount(key)
    await mintBadge(owner.address)
    await mintItem(owner.address, 2n, 1n)
    await openAccountWithKey(page, modal, key, theme)
    await clickAccountTab(modal, 'nfts')
    await expect(modal.getByTestId('airlock-nft')).toHaveCount(2)
    for (const img of await modal.getByTestId('airlock-nft-image').all()) await expect.poll(() => loaded(img)).toBe(true)
    // Two columns fit the narrow modal without a horizontal scroll.
    const grid = modal.getByTestId('airlock-nfts')
    expect(await grid.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true)
    await expectNoA11yViolations(page, `NFTs tab (${theme})`)

    await modal.getByTestId('airlock-nft').first().focus()
    await page.keyboard.press('Enter')
    await expect(modal.getByTestId('airlock-view-NftDetail')).toBeVisible()
    await expect(modal.getByTestId('airlock-nft-detail-needs-name')).toBeVisible()
    await expectNoA11yViolations(page, `NftDetail (${theme})`)
  })
}
