import { describe, expect, it } from 'vitest'
import { nftAvatarRecord } from './nftAvatarRecord'
import { parseNftAvatar } from './parseNftAvatar'

const contract = '0xB47e3cd837dDF8e4c57F05d70Ab865de6e193BBB'

describe('parseNftAvatar', () => {
  it('reads erc721 and erc1155 records on EIP-155 chains', () => {
    expect(parseNftAvatar(`eip155:1/erc721:${contract}/1`)).toEqual({ chainId: 1, standard: 'erc721', contract: contract.toLowerCase(), tokenId: 1n })
    expect(parseNftAvatar(`eip155:8453/erc1155:${contract}/42`)).toEqual({ chainId: 8453, standard: 'erc1155', contract: contract.toLowerCase(), tokenId: 42n })
  })

  it('refuses other standards, namespaces, URLs and malformed parts', () => {
    for (const bad of [
      `eip155:1/erc20:${contract}/1`,
      `solana:1/erc721:${contract}/1`,
      'https://example.invalid/a.png',
      `eip155:1/erc721:${contract}`,
      `eip155:0/erc721:${contract}/1`,
      `eip155:1/erc721:0x1234/1`,
      `eip155:1/erc721:${contract}/-1`,
      `eip155:1/erc721:${contract}/${2n ** 256n}`,
    ]) {
      expect(parseNftAvatar(bad)).toBeUndefined()
    }
  })

  it('round-trips the record nftAvatarRecord builds', () => {
    const record = nftAvatarRecord({ chainId: 'eip155:1', standard: 'erc1155', contract, tokenId: '3' })
    expect(record).toBe(`eip155:1/erc1155:${contract}/3`)
    expect(parseNftAvatar(record)?.tokenId).toBe(3n)
  })
})
