import { createHash } from 'node:crypto'

export interface InitialsSvgOptions {
  /** Decides the colours: the same seed always gives the same image. */
  seed: string
  /** Text shown in the middle (already short: initials or a ticker). */
  text: string
  /** Wallet icons are rounded squares; currencies and tokens are round. */
  shape?: 'rounded' | 'circle'
}

/**
 * Draws a small self-contained SVG image (gradient background, centred text): no script, no
 * external reference, no font download, so it is safe to serve as an image from any route.
 *
 * @example
 * renderInitialsSvg({ seed: 'ccd86800-…', text: 'MM' }) // '<svg xmlns="http://www.w3.org/2000/svg" …'
 */
export function renderInitialsSvg({ seed, text, shape = 'rounded' }: InitialsSvgOptions): string {
  const digest = createHash('sha256').update(seed).digest()
  const hue = ((digest[0] ?? 0) * 256 + (digest[1] ?? 0)) % 360
  const hue2 = (hue + 30 + ((digest[2] ?? 0) % 60)) % 360
  const label = text.replace(/[^A-Za-z0-9$]/g, '').slice(0, 4) || '?'
  const size = label.length <= 2 ? 40 : label.length === 3 ? 30 : 24
  const background = shape === 'circle' ? '<circle cx="48" cy="48" r="48" fill="url(#g)"/>' : '<rect width="96" height="96" rx="24" fill="url(#g)"/>'
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">' +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,55%)"/>` +
    `<stop offset="1" stop-color="hsl(${hue2},75%,40%)"/></linearGradient></defs>${background}` +
    `<text x="48" y="48" dy="0.35em" text-anchor="middle" font-family="Inter,system-ui,Arial,sans-serif" font-size="${size}" font-weight="700" fill="#fff">${label}</text></svg>`
  )
}
