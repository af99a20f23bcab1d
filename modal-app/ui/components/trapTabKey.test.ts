// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { trapTabKey } from './trapTabKey'

function setup() {
  document.body.innerHTML = `<button id="out">out</button><div id="card"><h2 tabindex="-1" id="title">T</h2>
    <button id="a">a</button><button id="dis" disabled>d</button><input id="b" /><button id="c">c</button></div>`
  return document.getElementById('card')!
}
const focused = () => document.activeElement?.id

describe('trapTabKey (focus stays inside the modal)', () => {
  it('wraps from the last control to the first, and back with Shift', () => {
    const card = setup()
    document.getElementById('c')!.focus()
    expect(trapTabKey(card, false)).toBe(true)
    expect(focused()).toBe('a')
    expect(trapTabKey(card, true)).toBe(true)
    expect(focused()).toBe('c')
  })
  it('leaves moves between inner controls to the browser', () => {
    const card = setup()
    document.getElementById('a')!.focus()
    expect(trapTabKey(card, false)).toBe(false)
  })
  it('pulls focus back in from outside or from the focused title', () => {
    const card = setup()
    document.getElementById('out')!.focus()
    expect(trapTabKey(card, false)).toBe(true)
    expect(focused()).toBe('a')
    document.getElementById('title')!.focus()
    expect(trapTabKey(card, true)).toBe(true)
    expect(focused()).toBe('c')
  })
})
