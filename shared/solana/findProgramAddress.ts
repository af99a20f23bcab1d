import { ed25519 } from '@noble/curves/ed25519.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { base58 } from './base58'

const PDA_MARKER = new TextEncoder().encode('ProgramDerivedAddress')

/**
 * Solana's program-derived address: the first bump from 255 down whose
 * sha256(seeds ‖ bump ‖ programId ‖ "ProgramDerivedAddress") is not an ed25519 point, so no
 * private key can sign for it and only the program can. Written here because the modal builds
 * its transactions without a Solana library (the send chunk stays small).
 *
 * @example
 * findProgramAddress([owner, tokenProgram, mint].map(base58.decode), ASSOCIATED_TOKEN_PROGRAM) // { address: 'Gx…', bump: 254 }
 */
export function findProgramAddress(seeds: readonly Uint8Array[], programId: string): { address: string; bump: number } {
  const program = base58.decode(programId)
  for (let bump = 255; bump >= 0; bump--) {
    const hash = sha256(concat([...seeds, Uint8Array.of(bump), program, PDA_MARKER]))
    if (!isOnCurve(hash)) return { address: base58.encode(hash), bump }
  }
  throw new RangeError('No program address off the curve for these seeds')
}

function isOnCurve(bytes: Uint8Array): boolean {
  try {
    ed25519.Point.fromBytes(bytes)
    return true
  } catch {
    return false
  }
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let offset = 0
  for (const p of parts) {
    out.set(p, offset)
    offset += p.length
  }
  return out
}
