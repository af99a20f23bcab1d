import { lazy, type ComponentType, type ReactNode } from 'react'

/** A component whose code can also be fetched ahead of time. */
export type PreloadableComponent<P extends object = object> = ((props: P) => ReactNode) & { preload: () => Promise<unknown> }

/**
 * Wraps a component's dynamic import: before its chunk arrives it suspends like `React.lazy`;
 * once `preload()` (or a first render) has loaded it, it renders synchronously with no fallback
 * flash. The views use it, and so do the approval bodies of the method table, which would
 * otherwise bring their decoders and views into the chunk every cold open evaluates.
 *
 * @example
 * const Body = lazyComponent(() => import('../approve/bodies/personal_sign'))
 * await Body.preload() // <Body {...props} /> now renders at once
 */
export function lazyComponent<P extends object = object>(load: () => Promise<{ default: ComponentType<P> }>): PreloadableComponent<P> {
  let Loaded: ComponentType<P> | undefined
  let pending: Promise<unknown> | undefined
  const preload = () =>
    (pending ??= load().then((m) => {
      Loaded = m.default
    }))
  const Lazy = lazy(() => preload().then(() => ({ default: Loaded! })))
  const Component = (props: P) => (Loaded ? <Loaded {...props} /> : <Lazy {...props} />)
  return Object.assign(Component, { preload })
}
