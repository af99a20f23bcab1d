/**
 * Bytes ↔ standard base64, the wire form of Solana transactions between host and modal and of
 * the transactions the modal builds.
 *
 * @example
 * bytesBase64.decode(bytesBase64.encode(new Uint8Array([1, 2]))) // Uint8Array [1, 2]
 */
export const bytesBase64 = {
  encode(bytes: Uint8Array): string {
    let binary = ''
    for (const byte of bytes) binary += String.fromCharCode(byte)
    return btoa(binary)
  },
  decode(text: string): Uint8Array {
    const binary = atob(text)
    const bytes = new Uint8Array(binary.length)
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
    return bytes
  },
}
