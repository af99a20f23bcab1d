import { create } from 'qrcode'

/** A QR matrix: `size` × `size` modules, `dark[y * size + x]`. */
export interface QrMatrix {
  size: number
  dark: boolean[]
}

/**
 * Encodes `text` as a QR matrix with the highest error correction (H, 30 %), so a logo over the
 * middle leaves the code readable.
 *
 * @example
 * qrModules('wc:abc@2?relay-protocol=irn&symKey=…').size // 41 or so
 */
export function qrModules(text: string): QrMatrix {
  const { modules } = create(text, { errorCorrectionLevel: 'H' })
  return { size: modules.size, dark: Array.from(modules.data, (bit) => bit === 1) }
}

/**
 * One SVG path for the dark modules, leaving a square hole of `hole` modules in the middle
 * for the wallet's icon (0 for none). One path keeps the DOM small for a 50 × 50 code.
 *
 * @example
 * qrPath(qrModules('x'), 7) // 'M0 0h1v1h-1z…'
 */
export function qrPath({ size, dark }: QrMatrix, hole: number): string {
  const start = Math.floor((size - hole) / 2)
  const inHole = (x: number, y: number) => hole > 0 && x >= start && x < start + hole && y >= start && y < start + hole
  let d = ''
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) if (dark[y * size + x] && !inHole(x, y)) d += `M${x} ${y}h1v1h-1z`
  }
  return d
}
