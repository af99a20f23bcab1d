import { useRef, type KeyboardEvent, type ReactNode } from 'react'

export interface TabsProps<K extends string> {
  label: string
  tabs: readonly { key: K; label: string }[]
  selected: K
  onSelect: (key: K) => void
  children: ReactNode
  idPrefix: string
}

/**
 * An accessible tablist (WAI-ARIA tabs pattern): roving tabindex, arrow keys, Home and End,
 * selection follows focus; the panel is labelled by its tab.
 *
 * @example
 * <Tabs label="Account sections" tabs={[{ key: 'tokens', label: 'Tokens' }]} selected="tokens" onSelect={set} idPrefix="acct">…</Tabs>
 */
export function Tabs<K extends string>({ label, tabs, selected, onSelect, children, idPrefix }: TabsProps<K>) {
  const refs = useRef(new Map<K, HTMLButtonElement>())
  const move = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1
    const next =
      event.key === 'ArrowRight' ? (index + 1) % tabs.length
      : event.key === 'ArrowLeft' ? (index - 1 + tabs.length) % tabs.length
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : -1
    if (next < 0) return
    event.preventDefault()
    const key = tabs[next]!.key
    onSelect(key)
    refs.current.get(key)?.focus()
  }
  return (
    <div className="airlock-tabs">
      <div role="tablist" aria-label={label} className="airlock-tablist">
        {tabs.map((tab, i) => (
          <button
            key={tab.key}
            ref={(el) => {
              if (el) refs.current.set(tab.key, el)
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${tab.key}`}
            aria-selected={tab.key === selected}
            aria-controls={`${idPrefix}-panel`}
            tabIndex={tab.key === selected ? 0 : -1}
            className="airlock-tab"
            data-testid={`airlock-tab-${tab.key}`}
            onClick={() => onSelect(tab.key)}
            onKeyDown={(e) => move(e, i)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${idPrefix}-panel`} aria-labelledby={`${idPrefix}-tab-${selected}`} className="airlock-tabpanel" tabIndex={0}>
        {children}
      </div>
    </div>
  )
}
