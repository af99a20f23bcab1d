import { ThemeDefaults } from '../../../shared/constants'
import type { ThemeMode, ThemeVariables } from '../../../shared/options'
import { contrast, ensureContrast, parseColor, toHex } from './internal/color'

/** Fixed palette per mode; every text color passes WCAG AA on the surfaces it is used on. */
const PALETTE = {
  dark: {
    '--airlock-bg': ThemeDefaults.backgroundDark,
    '--airlock-surface': '#1d1f1f',
    '--airlock-surface-hover': '#272a2a',
    '--airlock-border': '#303434',
    '--airlock-text': '#e8ecec',
    '--airlock-text-secondary': '#a3a9a9',
    '--airlock-error': '#ff7b85',
    '--airlock-success': '#4fd18b',
    // As translucent as light's: over a light dapp 0.55 black read as a flat gray (#737373) that hid the page.
    '--airlock-backdrop': 'rgba(0, 0, 0, 0.35)',
    '--airlock-shadow': '0 8px 40px rgba(0, 0, 0, 0.55)',
  },
  light: {
    '--airlock-bg': ThemeDefaults.backgroundLight,
    '--airlock-surface': '#f3f4f4',
    '--airlock-surface-hover': '#e8eaea',
    '--airlock-border': '#dfe2e2',
    '--airlock-text': '#141616',
    '--airlock-text-secondary': '#596060',
    '--airlock-error': '#c4202f',
    '--airlock-success': '#0f6e3b',
    '--airlock-backdrop': 'rgba(20, 22, 22, 0.35)',
    '--airlock-shadow': '0 8px 40px rgba(0, 0, 0, 0.18)',
  },
} as const

/**
 * Turns the theme mode and the host's typed `themeVariables` into the `--airlock-*` CSS
 * variables the stylesheet reads. Besides the given ones it derives `--airlock-accent-text`
 * (the accent adjusted to 4.5:1 on the surfaces, for links and selected text) and
 * `--airlock-on-accent` (black or white, whichever reads better on the accent).
 *
 * @example
 * buildThemeVars('dark', {})['--airlock-accent'] // 'hsla(230,100%,67%,1)'
 */
export function buildThemeVars(mode: ThemeMode, vars: ThemeVariables): Record<string, string> {
  const palette = PALETTE[mode] ?? PALETTE.dark
  const defaultAccent = mode === 'light' ? ThemeDefaults.accentLight : ThemeDefaults.accentDark
  const accentInput = vars['--airlock-accent'] ?? defaultAccent
  const accent = parseColor(accentInput) ?? parseColor(defaultAccent)!
  // The hover surface is the hardest background accent text sits on, in both modes.
  const surface = parseColor(palette['--airlock-surface-hover'])!
  const black = { r: 0, g: 0, b: 0, a: 1 }
  const white = { r: 255, g: 255, b: 255, a: 1 }
  const onAccent = contrast(accent, black) >= contrast(accent, white) ? black : white
  const radius = vars['--airlock-border-radius'] ?? '8px'
  return {
    ...palette,
    '--airlock-accent': parseColor(accentInput) ? accentInput : defaultAccent,
    '--airlock-accent-text': toHex(ensureContrast(accent, surface, 4.5)),
    '--airlock-on-accent': toHex(onAccent),
    '--airlock-font-family': vars['--airlock-font-family'] ?? ThemeDefaults.fontFamily,
    '--airlock-border-radius': radius,
    '--airlock-radius-l': `calc(${radius} * 3)`,
    '--airlock-radius-m': `calc(${radius} * 2)`,
    '--airlock-z-index': String(vars['--airlock-z-index'] ?? ThemeDefaults.zIndex),
    '--airlock-width': `${ThemeDefaults.modalWidthPx}px`,
    '--airlock-header-ms': `${ThemeDefaults.headerTextMs}ms`,
    '--airlock-height-ms': `${ThemeDefaults.modalHeightMs}ms`,
    '--airlock-view-ms': `${ThemeDefaults.viewTransitionMs}ms`,
    '--airlock-shake-ms': `${ThemeDefaults.shakeMs}ms`,
  }
}
