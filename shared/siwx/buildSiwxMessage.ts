import type { SiwxMessageData } from './SiwxSession'
import { checkMessageData } from './internal/checkMessageData'
import { NAMESPACE_LABELS } from './internal/namespaceLabels'

/**
 * Writes the text a wallet signs to sign in: EIP-4361 for eip155 accounts and its CAIP-122
 * generalisation for solana (the same lines, with "Solana account" and the chain reference).
 * Every field is checked first (EIP-55 address, RFC 3339 times, an alphanumeric nonce of 8 or
 * more, a one-line statement) and a bad one throws `SiwxVerifyError` 'malformed', so nothing
 * ambiguous is ever shown to a wallet. `parseSiwxMessage` reads the result back exactly.
 *
 * @example
 * buildSiwxMessage({ domain: 'example.com', accountAddress: '0xf39F…2266', chainId: 'eip155:1', uri: 'https://example.com', version: '1', nonce: 'k2j3h4g5', issuedAt: '2026-01-01T00:00:00.000Z' })
 * // 'example.com wants you to sign in with your Ethereum account:\n0xf39F…2266\n\n\nURI: https://example.com\n…'
 */
export function buildSiwxMessage(data: SiwxMessageData): string {
  const { namespace, reference } = checkMessageData(data)
  const lines = [`${data.domain} wants you to sign in with your ${NAMESPACE_LABELS[namespace]} account:`, data.accountAddress, '']
  // EIP-4361: an empty line follows the address, then the optional statement and one more empty line.
  if (data.statement !== undefined) lines.push(data.statement)
  lines.push('', `URI: ${data.uri}`, `Version: ${data.version}`, `Chain ID: ${reference}`, `Nonce: ${data.nonce}`, `Issued At: ${data.issuedAt}`)
  if (data.expirationTime !== undefined) lines.push(`Expiration Time: ${data.expirationTime}`)
  if (data.notBefore !== undefined) lines.push(`Not Before: ${data.notBefore}`)
  if (data.requestId !== undefined) lines.push(`Request ID: ${data.requestId}`)
  if (data.resources?.length) lines.push('Resources:', ...data.resources.map((r) => `- ${r}`))
  return lines.join('\n')
}
