import { describe, expect, it } from 'vitest'
import { qrModules, qrPath } from './qrModules'

describe('qrModules / qrPath', () => {
  const uri = 'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303&expiryTimestamp=1730000000'
  it('encodes a pairing URI in a square matrix with finder patterns in the corners', () => {
    const m = qrModules(uri)
    expect(m.dark).toHaveLength(m.size * m.size)
    expect(m.size).toBeGreaterThanOrEqual(21)
    // Top-left finder: a dark 7×7 ring around a light ring.
    expect(m.dark[0]).toBe(true)
    expect(m.dark[6]).toBe(true)
    expect(m.dark[1 * m.size + 1]).toBe(false)
  })
  it('leaves the middle empty for the icon', () => {
    const m = qrModules(uri)
    const mid = Math.floor(m.size / 2)
    expect(qrPath(m, 9)).not.toContain(`M${mid} ${mid}h`)
    const full = qrPath(m, 0)
    expect(full.split('M').length - 1).toBe(m.dark.filter(Boolean).length)
  })
})
