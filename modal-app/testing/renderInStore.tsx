import type { Store } from '@reduxjs/toolkit'
import { act, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { Provider } from 'react-redux'
import { afterEach } from 'vitest'

// Test code only (nothing the app imports). React warns about updates outside act() unless told
// this is a test environment; every file that renders through here gets that and the cleanup.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const mounted = new Set<() => void>()
afterEach(() => {
  for (const unmount of [...mounted]) unmount()
})

/** A rendered tree: its container, a lookup by test id, and its unmount (also run after each test). */
export interface Rendered {
  container: HTMLElement
  q<E extends HTMLElement = HTMLElement>(testId: string): E | null
  unmount(): void
}

/**
 * Renders `element` in a Provider for `store` into a new container in the jsdom document, under
 * act, so its effects have run when this returns. The tree is unmounted and its container
 * removed after the test (or earlier with `unmount`). For view tests with
 * `// @vitest-environment jsdom`.
 *
 * @example
 * const { q } = renderInStore(<ApproveTransactionView />, makeStore())
 * expect(q('airlock-approve-network')?.textContent).toBe('Ethereum')
 */
export function renderInStore(element: ReactNode, store: Store): Rendered {
  const container = document.createElement('div')
  document.body.append(container)
  const root: Root = createRoot(container)
  act(() => root.render(<Provider store={store}>{element}</Provider>))
  const unmount = () => {
    if (!mounted.delete(unmount)) return
    act(() => root.unmount())
    container.remove()
  }
  mounted.add(unmount)
  return { container, q: (id) => container.querySelector(`[data-testid="${id}"]`), unmount }
}
