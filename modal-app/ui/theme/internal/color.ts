/** sRGB channels 0–255 and alpha 0–1. */
export interface Rgba {
  r: number
  g: number
  b: number
  a: number
}

/**
 * Parses the CSS colors a theme is likely to set: #rgb, #rrggbb, #rrggbbaa, rgb()/rgba(),
 * hsl()/hsla() (comma or space syntax). Anything else gives undefined.
 *
 * @example
 * parseColor('hsla(230,100%,67%,1)') // { r: 87, g: 116, b: 255, a: 1 }
 */
export function parseColor(input: string): Rgba | undefined {
  const s = input.trim().toLowerCase()
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(s)
  if (hex) {
    const h = hex[1]!.length === 3 ? [...hex[1]!].map((c) => c + c).join('') : hex[1]!
    const n = (i: number) => parseInt(h.slice(i, i + 2), 16)
    return { r: n(0), g: n(2), b: n(4), a: h.length === 8 ? n(6) / 255 : 1 }
  }
  const fn = /^(rgba?|hsla?)\(([^)]+)\)$/.exec(s)
  if (!fn) return undefined
  const parts = fn[2]!.split(/[\s,/]+/).filter(Boolean)
  if (parts.length < 3) return undefined
  const num = (p: string, scale: number) => (p.endsWith('%') ? (parseFloat(p) / 100) * scale : parseFloat(p))
  const alpha = parts[3] === undefined ? 1 : num(parts[3], 1)
  if (fn[1]!.startsWith('rgb')) {
    const [r, g, b] = parts.slice(0, 3).map((p) => num(p, 255))
    return valid({ r: r!, g: g!, b: b!, a: alpha })
  }
  return valid({ ...hslToRgb(parseFloat(parts[0]!), num(parts[1]!, 1), num(parts[2]!, 1)), a: alpha })
}

function valid(c: Rgba): Rgba | undefined {
  return [c.r, c.g, c.b, c.a].every(Number.isFinite) ? c : undefined
}

function hslToRgb(h: number, s: number, l: number): Omit<Rgba, 'a'> {
  const k = (n: number) => (n + h / 30) % 12
  const a = s * Math.min(l, 1 - l)
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1))
  return { r: Math.round(f(0) * 255), g: Math.round(f(8) * 255), b: Math.round(f(4) * 255) }
}

/** WCAG relative luminance. @example luminance({ r: 255, g: 255, b: 255, a: 1 }) // 1 */
export function luminance(c: Rgba): number {
  const ch = (v: number) => {
    const x = v / 255
    return x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * ch(c.r) + 0.7152 * ch(c.g) + 0.0722 * ch(c.b)
}

/** WCAG contrast ratio of two opaque colors. @example contrast(black, white) // 21 */
export function contrast(a: Rgba, b: Rgba): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

/** Mixes `c` toward `target` by `t` (0–1). @example mix(red, black, 0.5) */
export function mix(c: Rgba, target: Rgba, t: number): Rgba {
  const m = (x: number, y: number) => Math.round(x + (y - x) * t)
  return { r: m(c.r, target.r), g: m(c.g, target.g), b: m(c.b, target.b), a: 1 }
}

/** `#rrggbb` of a color (alpha dropped). @example toHex({ r: 255, g: 0, b: 0, a: 1 }) // '#ff0000' */
export function toHex(c: Rgba): string {
  return `#${[c.r, c.g, c.b].map((v) => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, '0')).join('')}`
}

/**
 * Moves `fg` toward black or white (whichever the background contrasts with more) in small
 * steps until it reaches `ratio` against `bg`, so a custom accent stays readable.
 *
 * @example
 * ensureContrast(parseColor('#8fa0ff')!, parseColor('#ffffff')!, 4.5) // a darker blue
 */
export function ensureContrast(fg: Rgba, bg: Rgba, ratio: number): Rgba {
  const target = luminance(bg) > 0.5 ? { r: 0, g: 0, b: 0, a: 1 } : { r: 255, g: 255, b: 255, a: 1 }
  let out = { ...fg, a: 1 }
  for (let t = 0.05; contrast(out, bg) < ratio && t <= 1; t += 0.05) out = mix(fg, target, t)
  return out
}
