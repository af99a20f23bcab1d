/**
 * Hex-encodes a text as UTF-8 bytes, the form personal_sign expects for its message.
 *
 * @example
 * utf8ToHex('hi') // '0x6869'
 */
export function utf8ToHex(text: string): `0x${string}` {
  let hex = ''
  for (const byte of new TextEncoder().encode(text)) hex += byte.toString(16).padStart(2, '0')
  return `0x${hex}`
}
