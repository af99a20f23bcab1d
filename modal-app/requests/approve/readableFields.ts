import { localeFormat } from '../../ui/i18n/localeFormat'

/** One labelled line of a message: "Spender", "0x7099…", or "Deadline", "29 Nov 2026, 08:00 UTC". */
export interface ReadableField {
  label: string
  value: string
  /** 0 for a top-level field, 1 for a field of a nested object, … (the view indents by it). */
  depth: number
}

/** Field names that hold a time: a number in them between 2001 and 2286 (Unix seconds) reads as a date. */
const TIME_NAME = /(deadline|expir|valid(until|after|before)|timestamp|^time$|time$|^until$|^after$|^before$|^(start|end)s?(at)?$|issuedat|notbefore)/i
const TIME_RANGE = [1e9, 1e10] as const
/** In the visitor's language; English keeps the day-month order (29 Nov 2026) that reads the same everywhere. */
const date = (tag: string) => new Intl.DateTimeFormat(tag === 'en' ? 'en-GB' : tag, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })
/** Deeper than this, a value is shown as its JSON (a pathological message can't hang the view). */
const MAX_DEPTH = 4

/**
 * A signed message's fields as labelled lines instead of raw JSON: names in words ("sigDeadline"
 * → "Sig deadline"), nested objects under their name, lists numbered, and a Unix time in a
 * time-named field as a UTC date with the number after it (`29 Nov 2026, 08:00 UTC (1795939200)`),
 * so nothing the signature covers is hidden. Used for EIP-712 messages and JSON text messages.
 *
 * @example
 * readableFields({ spender: '0x70…', deadline: 1795939200 })
 * // [{ label: 'Spender', value: '0x70…', depth: 0 }, { label: 'Deadline', value: '29 Nov 2026, 08:00 UTC (1795939200)', depth: 0 }]
 */
export function readableFields(message: unknown, depth = 0): ReadableField[] {
  if (!message || typeof message !== 'object') return []
  const entries = Array.isArray(message) ? message.map((v, i) => [`#${i + 1}`, v] as const) : Object.entries(message as Record<string, unknown>)
  const fields: ReadableField[] = []
  for (const [name, value] of entries) {
    const label = labelOf(name)
    if (value && typeof value === 'object' && depth < MAX_DEPTH) {
      const inner = readableFields(value, depth + 1)
      fields.push({ label, value: inner.length ? '' : Array.isArray(value) ? '[]' : '{}', depth })
      fields.push(...inner)
    } else fields.push({ label, value: show(name, value), depth })
  }
  return fields
}

function labelOf(name: string): string {
  const words = name.replace(/_/g, ' ').replace(/([a-z0-9])([A-Z])/g, '$1 $2').trim().toLowerCase()
  return words ? words[0]!.toUpperCase() + words.slice(1) : name
}

function show(name: string, value: unknown): string {
  if (typeof value === 'string') return TIME_NAME.test(name) && /^\d+$/.test(value) ? asTime(Number(value), value) : value
  if (typeof value === 'number') return TIME_NAME.test(name) ? asTime(value, String(value)) : String(value)
  if (value === null || value === undefined) return '—'
  if (typeof value === 'object') return JSON.stringify(value) ?? ''
  return String(value)
}

function asTime(seconds: number, raw: string): string {
  if (!Number.isSafeInteger(seconds) || seconds < TIME_RANGE[0] || seconds >= TIME_RANGE[1]) return raw
  return `${localeFormat('readableDate', date).format(new Date(seconds * 1000))} UTC (${raw})`
}
