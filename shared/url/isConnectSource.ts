/**
 * Whether a value is a CSP source the modal may contact for a project: `scheme://host[:port|:*]`
 * with http(s) or ws(s), never a keyword, a bare scheme that would allow everything, or anything
 * with spaces or `;` that would add a directive to the header it is written into.
 *
 * @example
 * isConnectSource('ws://127.0.0.1:*') // true
 * isConnectSource("https: 'unsafe-eval'") // false
 */
export function isConnectSource(value: unknown): value is string {
  return typeof value === 'string' && /^(https?|wss?):\/\/[a-z0-9.-]+(:(\d{1,5}|\*))?$/i.test(value)
}
