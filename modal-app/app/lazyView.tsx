import type { ComponentType } from 'react'
import { lazyComponent, type PreloadableComponent } from '../ui/components/lazyComponent'

/** A view component that can also be fetched ahead of time. */
export type PreloadableView = PreloadableComponent

/**
 * Wraps a view's dynamic import: before its chunk arrives it suspends like `React.lazy`; once
 * `preload()` (or a first render) has loaded it, it renders synchronously with no fallback flash.
 *
 * @example
 * const Networks = lazyView(() => import('../features/network/views/NetworksView'))
 */
export function lazyView(load: () => Promise<{ default: ComponentType }>): PreloadableView {
  return lazyComponent(load)
}
