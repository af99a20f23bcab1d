import { Fragment, useSyncExternalStore, type ReactNode } from 'react'
import { activeLocale } from '../ui/i18n/activeLocale'
import { onLocaleApplied } from '../ui/i18n/applyLocale'

const currentTag = () => activeLocale.tag

/**
 * Remounts the modal when the visitor switches language: every text comes from `t` at render,
 * and memoized views would keep the old words, so the tree under a new key renders afresh. What
 * the visitor was doing is in the store (the view stack, the pending request), so they stay where
 * they were. Given to the entry by `startEffects`, so its code is not in the first chunk.
 *
 * @example
 * root.render(<LocaleRoot><App /></LocaleRoot>)
 */
export function LocaleRoot({ children }: { children: ReactNode }) {
  const tag = useSyncExternalStore(onLocaleApplied, currentTag)
  return <Fragment key={tag}>{children}</Fragment>
}
