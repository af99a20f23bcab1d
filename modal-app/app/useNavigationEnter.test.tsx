// @vitest-environment jsdom
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { beforeAll, describe, expect, it } from 'vitest'
import { useNavigationEnter } from './useNavigationEnter'

beforeAll(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
})

function Probe({ viewKey, open, seen }: { viewKey: string; open: boolean; seen: boolean[] }) {
  seen.push(useNavigationEnter(viewKey, open))
  return null
}

describe('useNavigationEnter', () => {
  it('animates only a view reached while the modal was already open, and keeps the answer per view', () => {
    const seen: boolean[] = []
    const root = createRoot(document.createElement('div'))
    const show = (viewKey: string, open: boolean) => act(() => root.render(<Probe viewKey={viewKey} open={open} seen={seen} />))
    show('Connect:1', false) // hidden start view
    show('Connect:1', true) // the open reveals it
    show('WhatIsAWallet:2', true) // navigation
    show('WhatIsAWallet:2', true) // a re-render of that view
    show('Connect:1', false) // closed: the stack restarts
    show('Networks:1', true) // open(view)
    act(() => root.unmount())
    expect(seen).toEqual([false, false, true, true, false, false])
  })
})
