import { describe, expect, it } from 'vitest'
import { buildThemeVars } from './buildThemeVars'
import { contrast, parseColor } from './internal/color'

const ratio = (a: string, b: string) => contrast(parseColor(a)!, parseColor(b)!)

describe('buildThemeVars (theme defaults)', () => {
  it('uses the spec accents, backgrounds, width and z-index', () => {
    const dark = buildThemeVars('dark', {})
    const light = buildThemeVars('light', {})
    expect(dark['--airlock-accent']).toBe('hsla(230,100%,67%,1)')
    expect(light['--airlock-accent']).toBe('hsla(231,100%,70%,1)')
    expect(dark['--airlock-bg']).toBe('#121313')
    expect(light['--airlock-bg']).toBe('#fff')
    expect(dark['--airlock-width']).toBe('360px')
    expect(dark['--airlock-z-index']).toBe('999')
    expect(dark['--airlock-font-family']).toMatch(/^'Inter'/)
  })
  it('keeps the backdrop translucent in both modes, so the dapp shows through (a white page stays lighter than #999)', () => {
    for (const mode of ['dark', 'light'] as const) {
      const backdrop = parseColor(buildThemeVars(mode, {})['--airlock-backdrop']!)!
      expect(backdrop.a, mode).toBeLessThanOrEqual(0.4)
      const overWhite = 255 * (1 - backdrop.a) + backdrop.r * backdrop.a
      expect(overWhite, mode).toBeGreaterThan(0x99)
    }
  })
  it('keeps every text color at WCAG AA (4.5:1) on its backgrounds in both modes', () => {
    for (const mode of ['dark', 'light'] as const) {
      const v = buildThemeVars(mode, {})
      for (const bg of [v['--airlock-bg']!, v['--airlock-surface']!, v['--airlock-surface-hover']!]) {
        for (const fg of ['--airlock-text', '--airlock-text-secondary', '--airlock-error', '--airlock-success', '--airlock-accent-text']) {
          expect(ratio(v[fg]!, bg), `${mode} ${fg} on ${bg}`).toBeGreaterThanOrEqual(4.5)
        }
      }
      expect(ratio(v['--airlock-on-accent']!, v['--airlock-accent']!)).toBeGreaterThanOrEqual(4.5)
    }
  })
  it('keeps a custom accent readable and ignores an unparseable one', () => {
    const v = buildThemeVars('light', { '--airlock-accent': '#ffd700' })
    expect(v['--airlock-accent']).toBe('#ffd700')
    expect(ratio(v['--airlock-accent-text']!, v['--airlock-surface']!)).toBeGreaterThanOrEqual(4.5)
    expect(buildThemeVars('dark', { '--airlock-accent': 'url(x)' })['--airlock-accent']).toBe('hsla(230,100%,67%,1)')
  })
  it('passes through radius, font and z-index', () => {
    const v = buildThemeVars('dark', { '--airlock-border-radius': '2px', '--airlock-font-family': 'Mono', '--airlock-z-index': 5 })
    expect(v).toMatchObject({ '--airlock-border-radius': '2px', '--airlock-font-family': 'Mono', '--airlock-z-index': '5' })
  })
})
