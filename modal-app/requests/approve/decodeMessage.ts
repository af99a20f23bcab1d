/**
 * The text a personal_sign message shows: its UTF-8 reading when the hex is readable text,
 * else the hex itself (a hash or binary payload must be shown as it is, never guessed). Only a
 * lowercase `0x` prefix is hex, as the signers read it (viem's `isHex`): `0X48656c6c6f` is signed
 * as those twelve characters of text, so it is shown as them.
 *
 * @example
 * decodeMessage('0x68656c6c6f') // 'hello'
 * decodeMessage('0xff00') // '0xff00'
 * decodeMessage('0X68656c6c6f') // '0X68656c6c6f'
 */
export function decodeMessage(message: unknown): string {
  if (typeof message !== 'string') return ''
  if (!/^0x([0-9a-fA-F]{2})*$/.test(message)) return message
  const bytes = new Uint8Array((message.length - 2) / 2)
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(message.slice(2 + i * 2, 4 + i * 2), 16)
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    // Control characters (other than line breaks and tabs) mean it is not meant to be read.
    return /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text) ? message : text
  } catch {
    return message
  }
}
