import { createAssociatedTokenAccountIdempotentInstruction, createMintToInstruction, createTransferInstruction, TOKEN_PROGRAM_ID } from '@solana/spl-token'
import { Keypair, SystemProgram, type TransactionInstruction } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { parseInstruction } from './parseInstruction'

const key = () => Keypair.generate().publicKey
const parse = (ix: TransactionInstruction) => parseInstruction(ix.programId.toBase58(), ix.keys.map((k) => k.pubkey.toBase58()), ix.data)

describe('parseInstruction', () => {
  it('decodes system transfers and account creation', () => {
    const [from, to] = [key(), key()]
    expect(parse(SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports: 42 }))).toEqual({ program: 'system', programId: '11111111111111111111111111111111', parsed: { type: 'transfer', info: { source: from.toBase58(), destination: to.toBase58(), lamports: 42 } } })
    const created = parse(SystemProgram.createAccount({ fromPubkey: from, newAccountPubkey: to, lamports: 5, space: 82, programId: TOKEN_PROGRAM_ID }))
    expect(created?.parsed).toEqual({ type: 'createAccount', info: { source: from.toBase58(), newAccount: to.toBase58(), lamports: 5, space: 82, owner: TOKEN_PROGRAM_ID.toBase58() } })
  })

  it('decodes SPL token and associated token instructions', () => {
    const [a, b, owner, mint] = [key(), key(), key(), key()]
    expect(parse(createTransferInstruction(a, b, owner, 1234n))?.parsed).toEqual({ type: 'transfer', info: { source: a.toBase58(), destination: b.toBase58(), authority: owner.toBase58(), amount: '1234' } })
    expect(parse(createMintToInstruction(mint, a, owner, 9n))?.parsed).toEqual({ type: 'mintTo', info: { mint: mint.toBase58(), account: a.toBase58(), mintAuthority: owner.toBase58(), amount: '9' } })
    const ata = parse(createAssociatedTokenAccountIdempotentInstruction(owner, a, b, mint))
    expect(ata).toMatchObject({ program: 'spl-associated-token-account', parsed: { type: 'createIdempotent', info: { source: owner.toBase58(), account: a.toBase58(), wallet: b.toBase58(), mint: mint.toBase58() } } })
  })

  it('leaves other programs and unknown or short data undecoded', () => {
    expect(parseInstruction(key().toBase58(), [], Uint8Array.from([2, 0, 0, 0]))).toBeNull()
    expect(parseInstruction('11111111111111111111111111111111', [], Uint8Array.from([2, 0]))).toBeNull()
    expect(parseInstruction(TOKEN_PROGRAM_ID.toBase58(), [], Uint8Array.from([99]))).toBeNull()
  })
})
