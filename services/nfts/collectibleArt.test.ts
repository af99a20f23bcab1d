import { describe, expect, it } from 'vitest'
import { collectibleArt, ITEM_NAMES } from './collectibleArt'

describe('collectibleArt', () => {
  it('names badges by number and items by their list, each with an SVG image', () => {
    expect(collectibleArt('badges', 3n)?.name).toBe('Airlock Badge #3')
    expect(collectibleArt('items', 5n)?.name).toBe(ITEM_NAMES[4])
    expect(collectibleArt('items', 1n)?.svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*Brass Key.*<\/svg>$/s)
  })

  it('has nothing for ids the collections cannot hold', () => {
    expect(collectibleArt('badges', 0n)).toBeUndefined()
    expect(collectibleArt('items', 9n)).toBeUndefined()
    expect(collectibleArt('items', -1n)).toBeUndefined()
  })

  it('never puts markup from outside into the SVG: every text is one of ours', () => {
    for (let id = 1n; id <= 8n; id++) expect(collectibleArt('items', id)!.svg).not.toMatch(/<script|on\w+=/i)
  })
})
