import { createTransferCheckedInstruction, createAssociatedTokenAccountInstruction } from '@solana/spl-token'
import { AddressLookupTableAccount, ComputeBudgetProgram, Keypair, PublicKey, SystemProgram, Transaction, TransactionMessage, VersionedTransaction } from '@solana/web3.js'
import { ed25519 } from '@noble/curves/ed25519.js'
import { describe, expect, it } from 'vitest'
import { describeInstruction } from './describeInstruction'
import { parseSolanaTransaction } from './parseSolanaTransaction'
import { signSolanaTransaction } from './signSolanaTransaction'

const payer = Keypair.fromSeed(new Uint8Array(32).fill(1))
const other = Keypair.fromSeed(new Uint8Array(32).fill(2))
const mint = new PublicKey('6xDEAVT7iouxZpN9wY6rWuiA69iFuCxHqxLrMosBCEtK')
const blockhash = 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG'

function legacyTransfer() {
  const tx = new Transaction({ feePayer: payer.publicKey, recentBlockhash: blockhash })
  tx.add(ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 7 }), SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: other.publicKey, lamports: 1_500_000 }))
  return tx
}

describe('parseSolanaTransaction', () => {
  it('reads a legacy transfer as web3.js wrote it: signers, writable keys, blockhash, decoded instructions', () => {
    const bytes = legacyTransfer().serialize({ requireAllSignatures: false, verifySignatures: false })
    const tx = parseSolanaTransaction(bytes)
    expect(tx.version).toBe('legacy')
    expect(tx.numRequiredSignatures).toBe(1)
    expect(tx.accountKeys[0]).toBe(payer.publicKey.toBase58())
    expect(tx.writable.slice(0, 2)).toEqual([true, true])
    expect(tx.recentBlockhash).toBe(blockhash)
    expect(Buffer.from(tx.message)).toEqual(legacyTransfer().serializeMessage())
    expect(tx.instructions.map(describeInstruction)).toEqual([
      { kind: 'computeUnitPrice', microLamports: 7n },
      { kind: 'solTransfer', from: payer.publicKey.toBase58(), to: other.publicKey.toBase58(), lamports: 1_500_000n },
    ])
  })

  it('reads a v0 SPL TransferChecked with an account from a lookup table', () => {
    const owner = payer.publicKey
    const source = new PublicKey(new Uint8Array(32).fill(3))
    const destination = new PublicKey(new Uint8Array(32).fill(4))
    const table = new AddressLookupTableAccount({
      key: new PublicKey(new Uint8Array(32).fill(5)),
      state: { deactivationSlot: 2n ** 64n - 1n, lastExtendedSlot: 0, lastExtendedSlotStartIndex: 0, addresses: [new PublicKey(new Uint8Array(32).fill(6)), destination] },
    })
    const message = new TransactionMessage({
      payerKey: owner,
      recentBlockhash: blockhash,
      instructions: [
        createAssociatedTokenAccountInstruction(owner, destination, other.publicKey, mint),
        createTransferCheckedInstruction(source, mint, destination, owner, 2_500_000n, 6),
      ],
    }).compileToV0Message([table])
    const tx = parseSolanaTransaction(new VersionedTransaction(message).serialize())
    expect(tx.version).toBe(0)
    const fromTable = `lookup:${table.key.toBase58()}#1`
    expect(tx.accountKeys).not.toContain(destination.toBase58())
    expect(tx.instructions.map(describeInstruction)).toEqual([
      { kind: 'createTokenAccount', payer: owner.toBase58(), account: fromTable, owner: other.publicKey.toBase58(), mint: mint.toBase58() },
      { kind: 'tokenTransfer', source: source.toBase58(), mint: mint.toBase58(), destination: fromTable, owner: owner.toBase58(), amount: 2_500_000n, decimals: 6 },
    ])
  })

  it('refuses truncated, padded and inconsistent bytes with -32602', () => {
    const bytes = legacyTransfer().serialize({ requireAllSignatures: false, verifySignatures: false })
    for (const bad of [bytes.subarray(0, bytes.length - 1), new Uint8Array([...bytes, 0]), new Uint8Array([2, ...bytes.subarray(1)]), new Uint8Array([])]) {
      expect(() => parseSolanaTransaction(bad)).toThrow(expect.objectContaining({ code: -32602 }))
    }
  })

  it('shows an unknown instruction in full rather than guessing', () => {
    const tx = new Transaction({ feePayer: payer.publicKey, recentBlockhash: blockhash })
    tx.add({ programId: mint, keys: [{ pubkey: other.publicKey, isSigner: false, isWritable: true }], data: Buffer.from([2, 0, 0, 0, 1]) })
    const [ix] = parseSolanaTransaction(tx.serialize({ requireAllSignatures: false, verifySignatures: false })).instructions
    expect(describeInstruction(ix!)).toEqual({ kind: 'other', programId: mint.toBase58(), accounts: [other.publicKey.toBase58()], data: '0200000001' })
  })
})

describe('signSolanaTransaction', () => {
  it('puts a signature web3.js verifies into the signer\'s slot, leaving the message unchanged', async () => {
    const bytes = legacyTransfer().serialize({ requireAllSignatures: false, verifySignatures: false })
    const seed = new Uint8Array(32).fill(1)
    const { transaction, signature } = await signSolanaTransaction(bytes, payer.publicKey.toBase58(), async (m) => ed25519.sign(m, seed))
    const signed = Transaction.from(transaction)
    expect(signed.verifySignatures()).toBe(true)
    expect(Buffer.from(signed.signature!)).toEqual(Buffer.from(signature))
  })

  it('refuses (4100) an address that is not a required signer', async () => {
    const bytes = legacyTransfer().serialize({ requireAllSignatures: false, verifySignatures: false })
    await expect(signSolanaTransaction(bytes, other.publicKey.toBase58(), async () => new Uint8Array(64))).rejects.toMatchObject({ code: 4100 })
  })
})
