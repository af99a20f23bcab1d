/**
 * Whether a value is exactly an origin (`scheme://host[:port]`, no path, query or trailing
 * slash), the only form an allow-list of embedders may hold: it is compared verbatim with
 * `event.origin` and `location.ancestorOrigins`, and written verbatim into `frame-ancestors`.
 *
 * @example
 * isExactOrigin('https://app.example') // true
 * isExactOrigin('https://app.example/') // false
 */
export function isExactOrigin(value: unknown): value is string {
  if (typeof value !== 'string') return false
  try {
    return new URL(value).origin === value
  } catch {
    return false
  }
}
