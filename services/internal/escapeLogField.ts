/**
 * One untrusted value made safe for a log line: control characters (a newline forges a new line,
 * an escape sequence repaints the terminal) and quotes are escaped, and long values are cut with
 * their length noted, so a client can't write its own log lines or flood the log.
 *
 * @example
 * escapeLogField('demo\n[relay] c1 open admin') // 'demo\\n[relay] c1 open admin'
 */
export function escapeLogField(value: unknown, max = 120): string {
  const text = value === undefined || value === null ? '-' : String(value)
  const escaped = JSON.stringify(text.length > max ? text.slice(0, max) : text).slice(1, -1)
  return text.length > max ? `${escaped}…(${text.length} chars)` : escaped
}
