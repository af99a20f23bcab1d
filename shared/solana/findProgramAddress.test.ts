import { ASSOCIATED_TOKEN_PROGRAM_ID, getAssociatedTokenAddressSync, TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from '@solana/spl-token'
import { Keypair, PublicKey } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { base58 } from './base58'
import { findProgramAddress } from './findProgramAddress'

describe('findProgramAddress', () => {
  it('derives the associated token accounts web3.js derives, for both token programs', () => {
    for (let i = 0; i < 20; i++) {
      const owner = Keypair.generate().publicKey
      const mint = Keypair.generate().publicKey
      for (const program of [TOKEN_PROGRAM_ID, TOKEN_2022_PROGRAM_ID]) {
        const ours = findProgramAddress([owner.toBytes(), program.toBytes(), mint.toBytes()], ASSOCIATED_TOKEN_PROGRAM_ID.toBase58())
        expect(ours.address).toBe(getAssociatedTokenAddressSync(mint, owner, false, program).toBase58())
      }
    }
  })
  it('answers the bump web3.js finds, and never an address on the curve', () => {
    const seeds = [new TextEncoder().encode('airlock'), base58.decode('9CeuwYQL2gX4nT6tRWZpYmoSSWBNR2hKAhRwtWNHmXdi')]
    const [expected, bump] = PublicKey.findProgramAddressSync(seeds, TOKEN_PROGRAM_ID)
    const ours = findProgramAddress(seeds, TOKEN_PROGRAM_ID.toBase58())
    expect(ours).toEqual({ address: expected.toBase58(), bump })
    expect(PublicKey.isOnCurve(base58.decode(ours.address))).toBe(false)
  })
})
