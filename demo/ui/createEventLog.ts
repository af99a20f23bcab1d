/** The provider events the demo lists (EIP-1193 names). */
export const PROVIDER_EVENTS = ['connect', 'disconnect', 'chainChanged', 'accountsChanged'] as const

export interface EventLog {
  /** Adds one line: time, event name and its data as compact JSON. Newest first. */
  add(name: string, data?: unknown): void
  clear(): void
}

/** Most lines kept, so a long session doesn't grow the page without bound. */
const MAX_ENTRIES = 50

/**
 * Renders a timestamped list of events into `list` (newest first) and shows `emptyText` while
 * there are none.
 *
 * @example
 * const log = createEventLog(byTestId<HTMLOListElement>('demo-events'))
 * provider.on('chainChanged', (id) => log.add('chainChanged', id))
 */
export function createEventLog(list: HTMLOListElement | HTMLUListElement, emptyText = 'No events yet.', now: () => Date = () => new Date()): EventLog {
  const empty = () => {
    const item = document.createElement('li')
    item.className = 'event event--empty'
    item.textContent = emptyText
    list.replaceChildren(item)
  }
  empty()
  return {
    add(name, data) {
      list.querySelector('.event--empty')?.remove()
      const item = document.createElement('li')
      item.className = 'event'
      item.dataset.event = name
      const at = now()
      const time = document.createElement('time')
      time.dateTime = at.toISOString()
      time.textContent = at.toLocaleTimeString('en-GB', { hour12: false }) + '.' + String(at.getMilliseconds()).padStart(3, '0')
      const label = document.createElement('strong')
      label.textContent = name
      item.append(time, ' ', label)
      if (data !== undefined) {
        const detail = document.createElement('code')
        detail.textContent = describe(data)
        item.append(' ', detail)
      }
      list.prepend(item)
      while (list.children.length > MAX_ENTRIES) list.lastElementChild?.remove()
    },
    clear: empty,
  }
}

function describe(data: unknown): string {
  if (data instanceof Error) {
    const code = (data as { code?: unknown }).code
    return JSON.stringify(code === undefined ? { message: data.message } : { code, message: data.message })
  }
  return JSON.stringify(data) ?? String(data)
}
