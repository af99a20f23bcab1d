/**
 * True for absolute http: or https: URLs (the rule for HTTP provider URLs, docs/validation.md#options). A module of its
 * own: the modal's first chunk checks the legal links with it without taking in the options'
 * validation and its error classes.
 *
 * @example
 * isHttpUrl('javascript:alert(1)') // false
 */
export function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false
  try {
    const { protocol } = new URL(value)
    return protocol === 'http:' || protocol === 'https:'
  } catch {
    return false
  }
}
