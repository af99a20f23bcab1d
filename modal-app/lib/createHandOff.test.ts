import { describe, expect, it } from 'vitest'
import { createHandOff } from './createHandOff'

describe('createHandOff', () => {
  it('holds one value at a time, tells every listener of each change, and closes only the value still shown', () => {
    const slot = createHandOff<{ name: string }>()
    const first = { name: 'first' }
    const second = { name: 'second' }
    const seen: Array<string | undefined> = []
    const stop = slot.subscribe(() => seen.push(slot.current()?.name))
    expect(slot.current()).toBeNull()
    slot.open(first)
    slot.open(second)
    slot.close(first) // already replaced: left alone, nobody told
    expect(slot.current()).toBe(second)
    slot.close(second)
    stop()
    slot.open(first)
    expect(seen).toEqual(['first', 'second', undefined])
    expect(slot.current()).toBe(first)
  })
})
