import { createTransferCheckedInstruction, createTransferInstruction } from '@solana/spl-token'
import { ComputeBudgetProgram, Keypair, PublicKey, SystemProgram, Transaction, TransactionInstruction } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { solanaOutflows } from './solanaOutflows'

const wallet = Keypair.fromSeed(new Uint8Array(32).fill(1)).publicKey
const other = Keypair.fromSeed(new Uint8Array(32).fill(2)).publicKey
const mint = new PublicKey('6xDEAVT7iouxZpN9wY6rWuiA69iFuCxHqxLrMosBCEtK')
const source = Keypair.fromSeed(new Uint8Array(32).fill(3)).publicKey
const destination = Keypair.fromSeed(new Uint8Array(32).fill(4)).publicKey

function wire(...instructions: TransactionInstruction[]): string {
  const tx = new Transaction({ feePayer: wallet, recentBlockhash: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG' })
  tx.add(...instructions)
  return Buffer.from(tx.serialize({ requireAllSignatures: false, verifySignatures: false })).toString('base64')
}
const read = (method: string, transaction: string) => solanaOutflows({ method, params: { transaction } }, wallet.toBase58())

describe('solanaOutflows', () => {
  it('reads SOL sent from the wallet and an SPL TransferChecked of its tokens by mint, also when only signed', () => {
    const sol = wire(ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 7 }), SystemProgram.transfer({ fromPubkey: wallet, toPubkey: other, lamports: 2_000_000_000 }))
    expect(read('solana_signAndSendTransaction', sol)).toEqual([{ amount: 2_000_000_000n }])
    expect(read('solana_signTransaction', sol)).toEqual([{ amount: 2_000_000_000n }])
    const spl = wire(createTransferCheckedInstruction(source, mint, destination, wallet, 10_000_000_000n, 6))
    expect(read('solana_signAndSendTransaction', spl)).toEqual([{ amount: 10_000_000_000n, token: mint.toBase58() }])
    expect(solanaOutflows({ method: 'solana_signAllTransactions', params: { transactions: [sol, spl] } }, wallet.toBase58())).toHaveLength(2)
  })

  it('attacker: an SPL Transfer without its mint and another program’s instruction can’t be priced', () => {
    expect(read('solana_signAndSendTransaction', wire(createTransferInstruction(source, destination, wallet, 5n)))).toEqual([{ unpriced: expect.stringContaining('mint') }])
    const program = new PublicKey('9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin')
    expect(read('solana_signTransaction', wire(new TransactionInstruction({ programId: program, keys: [{ pubkey: wallet, isSigner: true, isWritable: true }], data: Buffer.from([1]) })))).toEqual([{ unpriced: expect.stringContaining(program.toBase58()) }])
  })

  it('moves nothing for messages, another account’s transfer, or an unreadable transaction', () => {
    expect(solanaOutflows({ method: 'solana_signMessage', params: { message: 'hi' } }, wallet.toBase58())).toEqual([])
    expect(read('solana_signTransaction', wire(SystemProgram.transfer({ fromPubkey: other, toPubkey: wallet, lamports: 5 })))).toEqual([])
    expect(read('solana_signTransaction', 'AAAA')).toEqual([])
  })
})
