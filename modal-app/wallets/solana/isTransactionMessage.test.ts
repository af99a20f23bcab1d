import { Keypair, SystemProgram, Transaction, TransactionMessage, VersionedTransaction } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { isTransactionMessage } from './isTransactionMessage'

const payer = Keypair.fromSeed(new Uint8Array(32).fill(1)).publicKey
const blockhash = 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG'
const transfer = SystemProgram.transfer({ fromPubkey: payer, toPubkey: Keypair.generate().publicKey, lamports: 1 })

describe('isTransactionMessage', () => {
  it('recognises legacy and v0 transaction messages', () => {
    const legacy = new Transaction({ feePayer: payer, recentBlockhash: blockhash }).add(transfer)
    expect(isTransactionMessage(legacy.serializeMessage())).toBe(true)
    const v0 = new VersionedTransaction(new TransactionMessage({ payerKey: payer, recentBlockhash: blockhash, instructions: [transfer] }).compileToV0Message())
    expect(isTransactionMessage(v0.message.serialize())).toBe(true)
  })

  it('lets text and other bytes through', () => {
    for (const text of ['Sign in to the dapp', '\u0001\u0000\u0001', '']) expect(isTransactionMessage(new TextEncoder().encode(text))).toBe(false)
    expect(isTransactionMessage(new Uint8Array(200).fill(1))).toBe(false)
  })
})
