/** Crockford's base32: no I, L, O or U, so a code read aloud or copied by hand has no look-alikes. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
const GROUPS = 5
const GROUP_LENGTH = 5
const LENGTH = GROUPS * GROUP_LENGTH

/**
 * The visitor's recovery code: 25 characters of Crockford base32 (125 random bits from the
 * platform's CSPRNG), shown as 5 groups of 5. It is the only secret that opens the sealed recovery
 * share, and it is high-entropy on purpose: the service holds the sealed blob, so the code must
 * resist an offline search by whoever holds the database, with no server-side rate limit to lean
 * on. `normalize` reads what a person typed or pasted (any case, spaces or dashes, O for 0, I or
 * L for 1) back into the canonical form, or null when it can't be a code.
 *
 * @example
 * const code = recoveryCode.create() // 'K3M9Q-7TZ2B-…'
 * recoveryCode.normalize(code.toLowerCase()) === code // true
 */
export const recoveryCode = {
  create(): string {
    // 256 is a multiple of 32, so masking each byte to 5 bits keeps every character uniform.
    const bytes = globalThis.crypto.getRandomValues(new Uint8Array(LENGTH))
    let text = ''
    for (const byte of bytes) text += ALPHABET[byte & 31]
    bytes.fill(0)
    return group(text)
  },
  normalize(typed: string): string | null {
    const text = typed
      .toUpperCase()
      .replace(/[\s-]/g, '')
      .replace(/O/g, '0')
      .replace(/[IL]/g, '1')
    if (text.length !== LENGTH || [...text].some((c) => !ALPHABET.includes(c))) return null
    return group(text)
  },
  /** The last group, what the visitor types back to show they kept the code. */
  lastGroup(code: string): string {
    return code.slice(-GROUP_LENGTH)
  },
}

function group(text: string): string {
  const groups: string[] = []
  for (let i = 0; i < text.length; i += GROUP_LENGTH) groups.push(text.slice(i, i + GROUP_LENGTH))
  return groups.join('-')
}
