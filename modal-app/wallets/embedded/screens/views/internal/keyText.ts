import { base58 } from '../../../../../../shared/solana/base58'
import type { ExportedKeys } from '../../../session/ExportedKeys'

/** The keys as the visitor imports them elsewhere: EVM hex with 0x; Solana base58 of seed ‖ public key (64 bytes). */
export interface KeyTexts {
  evm: string
  evmAddress: string
  solana: string | null
}

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')

/**
 * Turns the exported key bytes into the texts the Export view shows, and zeroes the bytes: from
 * here on the strings (held in the view's React state only) are the one copy outside the signer.
 * The Solana text is the 64-byte keypair wallets import (seed, then the public key, which is the
 * address decoded).
 *
 * @example
 * keyText(await embedded.exportKeys()) // { evm: '0x…', evmAddress: '0x…', solana: '5K…' | null }
 */
export function keyText(keys: ExportedKeys): KeyTexts {
  try {
    let solana: string | null = null
    if (keys.solana) {
      const pair = new Uint8Array(64)
      pair.set(keys.solana.secret, 0)
      pair.set(base58.decode(keys.solana.address), 32)
      solana = base58.encode(pair)
      pair.fill(0)
    }
    return { evm: `0x${hex(keys.evm.secret)}`, evmAddress: keys.evm.address, solana }
  } finally {
    keys.evm.secret.fill(0)
    keys.solana?.secret.fill(0)
  }
}
