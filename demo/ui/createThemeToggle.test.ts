// @vitest-environment jsdom
import { beforeEach, expect, it } from 'vitest'
import { createThemeToggle } from './createThemeToggle'

let button: HTMLButtonElement

beforeEach(() => {
  localStorage.clear()
  window.matchMedia = ((query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} })) as unknown as typeof window.matchMedia
  document.body.innerHTML = '<button data-testid="demo-theme-toggle"><svg><path d=""/></svg><span class="button__label">x</span></button>'
  button = document.querySelector('button')!
})

it('names the theme it switches to, and switches to it on click', () => {
  const changes: string[] = []
  const toggle = createThemeToggle(button, (mode) => changes.push(mode))
  expect(toggle.mode()).toBe('light')
  expect(button.textContent).toBe('Dark theme')
  expect(button.getAttribute('aria-label')).toBe('Switch to dark theme')
  expect(button.hasAttribute('aria-pressed')).toBe(false)

  button.click()
  expect(toggle.mode()).toBe('dark')
  expect(document.documentElement.dataset.theme).toBe('dark')
  expect(button.textContent).toBe('Light theme')
  expect(button.dataset.switchesTo).toBe('light')
  expect(changes).toEqual(['dark'])
  expect(localStorage.getItem('airlock-demo-theme')).toBe('dark')
})

it('starts from the saved choice', () => {
  localStorage.setItem('airlock-demo-theme', 'dark')
  createThemeToggle(button, () => {})
  expect(button.getAttribute('aria-label')).toBe('Switch to light theme')
})
