/**
 * Text made safe to put in HTML content or a quoted attribute (the dev pages show mail and
 * names that come from outside).
 *
 * @example
 * `<td>${escapeHtml(subject)}</td>`
 */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)
}
