import type { ThemeMode } from '../../host-sdk'

const STORAGE_KEY = 'airlock-demo-theme'
const MOON = 'M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8Z'
// Filled shapes, like the moon (the page's .icon is drawn with fill): a disc and four rays.
const SUN = 'M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10ZM11 1h2v4h-2zM11 19h2v4h-2zM1 11h4v2H1zM19 11h4v2h-4z'

export interface ThemeToggle {
  /** The mode the page shows now. */
  mode(): ThemeMode
}

/**
 * Drives the page's light/dark theme from a button that names the theme it switches to ("Light
 * theme" while dark, `data-switches-to`, aria-label "Switch to light theme"). It starts from
 * the visitor's saved choice or `prefers-color-scheme`, follows the system until the visitor
 * chooses, sets `data-theme` on `<html>` (the CSS reads it through `color-scheme`) and reports
 * every change to `onChange`, which the demo forwards to `modal.setThemeMode`.
 *
 * @example
 * const theme = createThemeToggle(byTestId('demo-theme-toggle'), (mode) => modal.setThemeMode(mode))
 */
export function createThemeToggle(button: HTMLButtonElement, onChange: (mode: ThemeMode) => void): ThemeToggle {
  const system = matchMedia('(prefers-color-scheme: dark)')
  const saved = readSaved()
  let mode: ThemeMode = saved ?? (system.matches ? 'dark' : 'light')
  let chosen = saved !== undefined

  const apply = (next: ThemeMode, notify: boolean) => {
    mode = next
    document.documentElement.dataset.theme = next
    // The button names the theme it switches to (not a pressed state whose meaning a visitor must guess).
    const target = next === 'dark' ? 'light' : 'dark'
    button.dataset.switchesTo = target
    button.setAttribute('aria-label', `Switch to ${target} theme`)
    const label = button.querySelector('.button__label')
    if (label) label.textContent = `${target === 'dark' ? 'Dark' : 'Light'} theme`
    button.querySelector('path')?.setAttribute('d', target === 'dark' ? MOON : SUN)
    if (notify) onChange(next)
  }

  button.addEventListener('click', () => {
    chosen = true
    apply(mode === 'dark' ? 'light' : 'dark', true)
    try {
      localStorage.setItem(STORAGE_KEY, mode)
    } catch {
      // Storage can be off (private mode, sandbox): the choice then lasts for this visit only.
    }
  })
  system.addEventListener('change', (event) => {
    if (!chosen) apply(event.matches ? 'dark' : 'light', true)
  })
  apply(mode, false)
  return { mode: () => mode }
}

function readSaved(): ThemeMode | undefined {
  try {
    const value = localStorage.getItem(STORAGE_KEY)
    return value === 'dark' || value === 'light' ? value : undefined
  } catch {
    return undefined
  }
}
