import { t } from '../../ui/i18n/t'

/** The short unit labels of docs/constants.md#balances-and-formats (sec, min, hr, d, mo, yr) come from the locale: `time.<unit>`. */
type Unit = 'second' | 'minute' | 'hour' | 'day' | 'month' | 'year'
const label = (count: number, unit: Unit) => t(`time.${unit}`, { count })

const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
// Calendar averages: months and years are what a reader rounds to, not exact spans.
const MONTH = 30.4375 * DAY
const YEAR = 365.25 * DAY

/**
 * A short relative-time label for a past moment, with the thresholds (docs/constants.md#relative-time): seconds up to 44,
 * "1 min" up to 89 s, minutes up to 44, "1 hr" up to 89 min, hours up to 21, "1 d" up to 35 h,
 * days up to 25, "1 mo" up to 45 d, months up to 10, "1 yr" up to 17 months, then years.
 * Amounts are rounded per unit before the threshold is checked; future moments read as now.
 *
 * @example
 * formatRelativeTime(Date.parse('2024-01-01T00:00:00Z'), Date.parse('2024-01-01T00:03:00Z')) // '3 min'
 */
export function formatRelativeTime(then: number, now: number = Date.now()): string {
  const ms = Math.max(0, now - then)
  const seconds = Math.round(ms / SECOND)
  if (seconds <= 44) return label(seconds, 'second')
  if (seconds <= 89) return label(1, 'minute')
  const minutes = Math.round(ms / MINUTE)
  if (minutes <= 44) return label(minutes, 'minute')
  if (minutes <= 89) return label(1, 'hour')
  const hours = Math.round(ms / HOUR)
  if (hours <= 21) return label(hours, 'hour')
  if (hours <= 35) return label(1, 'day')
  const days = Math.round(ms / DAY)
  if (days <= 25) return label(days, 'day')
  if (days <= 45) return label(1, 'month')
  const months = Math.round(ms / MONTH)
  if (months <= 10) return label(months, 'month')
  if (months <= 17) return label(1, 'year')
  return label(Math.max(2, Math.round(ms / YEAR)), 'year')
}
