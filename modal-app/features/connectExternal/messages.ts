/**
 * ConnectingExternal's texts. Kept beside the view until they move into ui/locales/en.json
 * (owned elsewhere); `{name}` is filled by `fill`.
 */
export const connectExternalText = {
  waiting: 'Continue in {name}',
  waitingHint: 'Accept the connection request in your wallet.',
  rejected: 'Connection declined',
  rejectedHint: 'You declined the request in {name}. Try again when you are ready.',
  failed: 'Connection failed',
  retry: 'Try again',
} as const

/**
 * Fills `{name}` placeholders.
 *
 * @example
 * fill(connectExternalText.waiting, { name: 'MetaMask' }) // 'Continue in MetaMask'
 */
export function fill(template: string, vars: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => vars[key] ?? whole)
}
