/**
 * Two hues derived from an address (FNV-1a hash), so the avatar placeholder is stable per
 * account and different between accounts. Colors only decorate: the avatar is aria-hidden.
 *
 * @example
 * identiconColors('0xabc') // ['hsl(212 70% 55%)', 'hsl(302 70% 45%)']
 */
export function identiconColors(address: string): [string, string] {
  let h = 0x811c9dc5
  for (const ch of address.toLowerCase()) {
    h ^= ch.charCodeAt(0)
    h = Math.imul(h, 0x01000193) >>> 0
  }
  const hue = h % 360
  const second = (hue + 60 + ((h >>> 9) % 120)) % 360
  return [`hsl(${hue} 70% 55%)`, `hsl(${second} 70% 45%)`]
}
