import { lazy, type ComponentType } from 'react'

/** A view component that can also be fetched ahead of time. */
export type PreloadableView = ComponentType & { preload: () => Promise<unknown> }

/**
 * Wraps a view's dynamic import: before its chunk arrives it suspends like `React.lazy`; once
 * `preload()` (or a first render) has loaded it, it renders synchronously with no fallback flash.
 *
 * @example
 * const Networks = lazyView(() => import('../features/network/views/NetworksView'))
 */
export function lazyView(load: () => Promise<{ default: ComponentType }>): PreloadableView {
  let Loaded: ComponentType | undefined
  let pending: Promise<unknown> | undefined
  const preload = () =>
    (pending ??= load().then((m) => {
      Loaded = m.default
    }))
  const Lazy = lazy(() => preload().then(() => ({ default: Loaded! })))
  const View = () => (Loaded ? <Loaded /> : <Lazy />)
  return Object.assign(View, { preload })
}
