import type { ThemeMode } from '../../host-sdk'

const STORAGE_KEY = 'airlock-demo-theme'

export interface ThemeToggle {
  /** The mode the page shows now. */
  mode(): ThemeMode
}

/**
 * Drives the page's light/dark theme from a toggle button (`aria-pressed` = dark). It starts from
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
    button.setAttribute('aria-pressed', String(next === 'dark'))
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
