// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { setText } from './setText'

describe('setText', () => {
  it('keeps the text node of an unchanged label, so a press that began on it still clicks', () => {
    const button = document.createElement('button')
    button.textContent = 'Switch to Base'
    const node = button.firstChild
    setText(button, 'Switch to Base')
    expect(button.firstChild).toBe(node)
  })

  it('writes a changed label', () => {
    const button = document.createElement('button')
    button.textContent = 'Switch to Base'
    setText(button, 'Switch to Ethereum')
    expect(button.textContent).toBe('Switch to Ethereum')
  })
})
