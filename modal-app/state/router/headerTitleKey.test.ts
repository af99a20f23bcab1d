import { describe, expect, it } from 'vitest'
import { headerTitleKey } from './headerTitleKey'

describe('headerTitleKey', () => {
  it("names a view by its title, and a finished purchase by its done title", () => {
    expect(headerTitleKey({ view: 'OnRampInProgress' })).toBe('views.OnRampInProgress.title')
    expect(headerTitleKey({ view: 'OnRampInProgress', data: { done: true } })).toBe('views.OnRampInProgress.doneTitle')
  })

  it('ignores done on a view without a done title', () => {
    expect(headerTitleKey({ view: 'Swap', data: { done: true } })).toBe('views.Swap.title')
  })
})
