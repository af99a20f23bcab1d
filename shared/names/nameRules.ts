import { normalize } from 'viem/ens'

/** The zone local names are registered under (the name service of the provider's suffix, docs/calls.md#data-api). */
export const NAME_SUFFIX = '.airlock'

/** Why a label can't be registered (name rules, docs/validation.md#names). */
export type NameProblem = 'tooShort' | 'invalidCharacters' | 'invalidName'

/** What `checkNameLabel` found: the normalised label, or the problem. */
export type NameCheck = { label: string; problem?: undefined } | { label?: undefined; problem: NameProblem }

/**
 * Normalises a typed name with the ENS normaliser (ENSIP-15: case folding, invalid labels and
 * more than 4 non-spacing marks rejected, docs/validation.md#names) and applies the registration rules (docs/validation.md#names): at least 4
 * characters, letters, digits and hyphen only. The zone suffix may be typed or left out.
 *
 * @example
 * checkNameLabel('Alice') // { label: 'alice' }
 * checkNameLabel('bob') // { problem: 'tooShort' }
 */
export function checkNameLabel(input: string): NameCheck {
  const trimmed = input.trim()
  const bare = trimmed.toLowerCase().endsWith(NAME_SUFFIX) ? trimmed.slice(0, -NAME_SUFFIX.length) : trimmed
  let label: string
  try {
    label = normalize(bare)
  } catch {
    return { problem: 'invalidName' }
  }
  if (!/^[a-z0-9-]*$/.test(label)) return { problem: 'invalidCharacters' }
  if (label.length < 4) return { problem: 'tooShort' }
  return { label }
}

/**
 * The full name of a label in the local zone.
 *
 * @example
 * fullName('alice') // 'alice.airlock'
 */
export function fullName(label: string): string {
  return `${label}${NAME_SUFFIX}`
}

/**
 * The ENSIP-11 coin type of an EVM chain id.
 *
 * @example
 * coinTypeOf(1) // 60
 * coinTypeOf(8453) // 2147492101
 */
export function coinTypeOf(chainId: number): number {
  return chainId === 1 ? 60 : (0x80000000 | chainId) >>> 0
}
