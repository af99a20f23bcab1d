/**
 * Whether a URL hostname (or a Host header, port included) names this machine: `localhost`,
 * 127.0.0.0/8 or `::1`. The local chain answers only such hosts (a foreign Host header means a
 * DNS-rebinding page) and only lets such origins read its answers.
 *
 * @example
 * isLoopbackHost('127.0.0.1:8899') // true
 * isLoopbackHost('evil.example') // false
 */
export function isLoopbackHost(host: string): boolean {
  if (host === '::1') return true
  const name = host.startsWith('[') ? host.slice(1, host.indexOf(']')) : host.replace(/:\d+$/, '')
  return name === 'localhost' || name === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(name)
}
