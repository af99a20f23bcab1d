import { ComputeBudgetProgram, Keypair, SystemProgram, TransactionMessage, type TransactionInstruction } from '@solana/web3.js'
import { createTransferInstruction } from '@solana/spl-token'
import { describe, expect, it } from 'vitest'
import { transactionFee } from './transactionFee'

const payer = Keypair.generate().publicKey
const transfer = SystemProgram.transfer({ fromPubkey: payer, toPubkey: Keypair.generate().publicKey, lamports: 1 })
const message = (instructions: TransactionInstruction[]) => new TransactionMessage({ payerKey: payer, recentBlockhash: '11111111111111111111111111111111', instructions }).compileToV0Message()

describe('transactionFee', () => {
  it('charges 5,000 lamports a signature', () => {
    expect(transactionFee(message([transfer]))).toBe(5000)
    const cosigned = SystemProgram.transfer({ fromPubkey: Keypair.generate().publicKey, toPubkey: payer, lamports: 1 })
    expect(transactionFee(message([transfer, cosigned]))).toBe(10_000)
  })

  it('adds the priority fee of the compute budget, rounded up', () => {
    const limit = ComputeBudgetProgram.setComputeUnitLimit({ units: 10_000 })
    expect(transactionFee(message([limit, ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 1_000_000 }), transfer]))).toBe(15_000)
    expect(transactionFee(message([limit, ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 1 }), transfer]))).toBe(5001)
    // No limit: 3,000 units per builtin instruction (the price one too), 200,000 per other program's.
    const price = ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 1_000_000 })
    expect(transactionFee(message([price, transfer]))).toBe(5000 + 6000)
    const token = createTransferInstruction(Keypair.generate().publicKey, Keypair.generate().publicKey, payer, 5n)
    expect(transactionFee(message([price, token]))).toBe(5000 + 203_000)
  })
})
