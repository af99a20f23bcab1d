import { describe, expect, it } from 'vitest'
import { NETWORK_IMAGE_IDS } from '../../shared/networks/networkImageIds'
import { LOCAL_WALLET_IMAGE_IDS, readLocalMark } from './readLocalMark'

const ids = [...Object.values(LOCAL_WALLET_IMAGE_IDS), ...Object.values(NETWORK_IMAGE_IDS)]

describe('readLocalMark', () => {
  it('has a mark for every local wallet and every local network, each different', () => {
    const marks = ids.map((id) => readLocalMark(id))
    expect(marks.every((m) => typeof m === 'string' && m.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'))).toBe(true)
    expect(new Set(marks).size).toBe(ids.length)
  })

  it('marks are self-contained images: no script, no event handler, no link, no external reference', () => {
    for (const id of ids) {
      const svg = readLocalMark(id)!
      expect(svg, id).not.toMatch(/<script|\son[a-z]+=|href|url\(|<image|<foreignObject|@import/i)
      expect(svg, id).toMatch(/viewBox="0 0 96 96"/)
    }
  })

  it('has nothing for other ids, including names of Object.prototype', () => {
    expect(readLocalMark('ccd86800-dff6-458b-a95d-f9521581ad71')).toBeUndefined()
    expect(readLocalMark('constructor')).toBeUndefined()
    expect(readLocalMark('__proto__')).toBeUndefined()
  })
})
