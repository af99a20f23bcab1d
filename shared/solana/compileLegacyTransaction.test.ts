import { createAssociatedTokenAccountIdempotentInstruction, createTransferCheckedInstruction, getAssociatedTokenAddressSync } from '@solana/spl-token'
import { Keypair, Message, SystemProgram, Transaction, TransactionMessage, type TransactionInstruction } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { compileLegacyTransaction, type InstructionInput } from './compileLegacyTransaction'

const blockhash = Keypair.generate().publicKey.toBase58()

function ours(ix: TransactionInstruction): InstructionInput {
  return { programId: ix.programId.toBase58(), accounts: ix.keys.map((k) => ({ address: k.pubkey.toBase58(), signer: k.isSigner, writable: k.isWritable })), data: Uint8Array.from(ix.data) }
}

/** web3.js reads our message back (header included) into the same payer, blockhash and instructions. */
function compare(feePayer: Keypair, instructions: TransactionInstruction[]) {
  const compiled = compileLegacyTransaction({ feePayer: feePayer.publicKey.toBase58(), recentBlockhash: blockhash, instructions: instructions.map(ours) })
  const read = TransactionMessage.decompile(Message.from(compiled.message))
  expect(read.payerKey.toBase58()).toBe(feePayer.publicKey.toBase58())
  expect(read.recentBlockhash).toBe(blockhash)
  // web3.js marks every account of the message by the header: the fee payer is a writable signer everywhere.
  const payer = feePayer.publicKey.toBase58()
  const expected = instructions.map(ours).map((ix) => ({ ...ix, accounts: ix.accounts.map((a) => (a.address === payer ? { ...a, signer: true, writable: true } : a)) }))
  expect(read.instructions.map(ours)).toEqual(expected)
  return { compiled }
}

describe('compileLegacyTransaction', () => {
  it('compiles a SOL transfer web3.js reads back, with one zeroed signature slot', () => {
    const payer = Keypair.generate()
    const { compiled } = compare(payer, [SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: Keypair.generate().publicKey, lamports: 1_234_567 })])
    expect(compiled.transaction[0]).toBe(1)
    expect([...compiled.transaction.slice(1, 65)]).toEqual(new Array(64).fill(0))
    // Signing the message gives a transaction web3.js reads back and verifies.
    const signed = Transaction.from(compiled.transaction)
    expect(signed.verifySignatures(false)).toBe(true)
    signed.sign(payer)
    expect(signed.verifySignatures()).toBe(true)
    expect([...signed.serializeMessage()]).toEqual([...compiled.message])
  })
  it('keeps every account flag of an ATA creation plus TransferChecked', () => {
    const payer = Keypair.generate()
    const mint = Keypair.generate().publicKey
    const receiver = Keypair.generate().publicKey
    const destination = getAssociatedTokenAddressSync(mint, receiver)
    compare(payer, [
      createAssociatedTokenAccountIdempotentInstruction(payer.publicKey, destination, receiver, mint),
      createTransferCheckedInstruction(getAssociatedTokenAddressSync(mint, payer.publicKey), mint, destination, payer.publicKey, 2_500_000n, 6),
    ])
  })
  it('refuses an address that is not 32 bytes', () => {
    expect(() => compileLegacyTransaction({ feePayer: 'abc', recentBlockhash: blockhash, instructions: [] })).toThrow(TypeError)
  })
})
