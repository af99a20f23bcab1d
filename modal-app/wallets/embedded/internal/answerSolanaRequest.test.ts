import { ed25519 } from '@noble/curves/ed25519.js'
import { Keypair, SystemProgram, Transaction } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { base58 } from '../../../../shared/solana/base58'
import { ed25519Scheme } from '../keys/ed25519Scheme'
import { answerSolanaRequest } from './answerSolanaRequest'
import { bytesBase64 } from '../../../../shared/encoding/bytesBase64'

const seed = new Uint8Array(32).fill(9)
const { signer } = ed25519Scheme.createSigner(seed)
const me = Keypair.fromSeed(seed).publicKey

function transfer(from = me) {
  const tx = new Transaction({ feePayer: from, recentBlockhash: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG' })
  tx.add(SystemProgram.transfer({ fromPubkey: from, toPubkey: Keypair.generate().publicKey, lamports: 1_000 }))
  return bytesBase64.encode(tx.serialize({ requireAllSignatures: false, verifySignatures: false }))
}

describe('answerSolanaRequest', () => {
  it('signs a base58 message with an ed25519 signature of its own key; refuses another pubkey (4100)', async () => {
    const deps = { account: () => signer, chain: async () => undefined }
    const message = new TextEncoder().encode('Sign in to the dapp')
    const answer = (await answerSolanaRequest(deps, { method: 'solana_signMessage', params: { message: base58.encode(message), pubkey: me.toBase58() } })) as { signature: string }
    expect(ed25519.verify(base58.decode(answer.signature), message, me.toBytes())).toBe(true)
    await expect(answerSolanaRequest(deps, { method: 'solana_signMessage', params: { message: '2', pubkey: Keypair.generate().publicKey.toBase58() } })).rejects.toMatchObject({ code: 4100 })
    await expect(answerSolanaRequest(deps, { method: 'solana_signMessage', params: { message: '0OIl' } })).rejects.toMatchObject({ code: -32602 })
    const txMessage = Transaction.from(Buffer.from(transfer(), 'base64')).serializeMessage()
    await expect(answerSolanaRequest(deps, { method: 'solana_signMessage', params: { message: base58.encode(txMessage), pubkey: me.toBase58() } })).rejects.toMatchObject({ code: -32602, message: 'A transaction cannot be signed as a message' })
  })

  it('signs a transaction web3.js then verifies; signAndSend sends those bytes as base64 with the dapp\'s send options', async () => {
    const calls: unknown[][] = []
    const deps = { account: () => signer, chain: async (method: string, params: unknown[]) => (calls.push([method, ...params]), '5sig') }
    const signed = (await answerSolanaRequest(deps, { method: 'solana_signTransaction', params: { transaction: transfer() } })) as { signature: string; transaction: string }
    const tx = Transaction.from(Buffer.from(signed.transaction, 'base64'))
    expect(tx.verifySignatures()).toBe(true)
    expect(base58.encode(tx.signature!)).toBe(signed.signature)

    const sent = await answerSolanaRequest(deps, { method: 'solana_signAndSendTransaction', params: { transaction: transfer(), sendOptions: { skipPreflight: true, commitment: 'x', evil: 1 } } })
    expect(sent).toEqual({ signature: '5sig' })
    const [method, wire, config] = calls[0] as [string, string, object]
    expect(method).toBe('sendTransaction')
    expect(Transaction.from(Buffer.from(wire, 'base64')).verifySignatures()).toBe(true)
    expect(config).toEqual({ encoding: 'base64', skipPreflight: true })
  })

  it('will not sign a transaction it is no signer of, nor after sign-out, nor an unknown method', async () => {
    const deps = { account: () => signer, chain: async () => undefined }
    await expect(answerSolanaRequest(deps, { method: 'solana_signTransaction', params: { transaction: transfer(Keypair.generate().publicKey) } })).rejects.toMatchObject({ code: 4100 })
    await expect(answerSolanaRequest({ ...deps, account: () => null }, { method: 'solana_signMessage', params: { message: '2' } })).rejects.toMatchObject({ code: 4100 })
    await expect(answerSolanaRequest(deps, { method: 'solana_signAllTransactions', params: {} })).rejects.toMatchObject({ code: -32602 })
    await expect(answerSolanaRequest(deps, { method: 'solana_getProgramAccounts', params: {} })).rejects.toMatchObject({ code: 4200, message: 'Requested RPC call is not allowed' })
    await expect(answerSolanaRequest(deps, { method: 'solana_signTransaction', params: { transaction: 'not base64!' } })).rejects.toMatchObject({ code: -32602 })
  })

  it('signs all transactions in one answer, in order, or none: one it is no signer of, or unreadable, fails the lot before any is signed', async () => {
    let signed = 0
    const counting = { ...signer, signTransactionMessage: (m: Uint8Array) => (signed++, signer.signTransactionMessage(m)) }
    const deps = { account: () => counting, chain: async () => undefined }
    const wires = [transfer(), transfer(), transfer()]
    const answer = (await answerSolanaRequest(deps, { method: 'solana_signAllTransactions', params: { transactions: wires } })) as { transactions: string[] }
    expect(answer.transactions).toHaveLength(3)
    for (const [i, wire] of answer.transactions.entries()) {
      const tx = Transaction.from(Buffer.from(wire, 'base64'))
      expect(tx.verifySignatures()).toBe(true)
      expect(tx.serializeMessage().equals(Transaction.from(Buffer.from(wires[i]!, 'base64')).serializeMessage())).toBe(true)
    }
    signed = 0
    await expect(answerSolanaRequest(deps, { method: 'solana_signAllTransactions', params: { transactions: [transfer(), transfer(Keypair.generate().publicKey)] } })).rejects.toMatchObject({ code: 4100 })
    await expect(answerSolanaRequest(deps, { method: 'solana_signAllTransactions', params: { transactions: [transfer(), 'AAAA'] } })).rejects.toMatchObject({ code: -32602 })
    await expect(answerSolanaRequest(deps, { method: 'solana_signAllTransactions', params: { transactions: [] } })).rejects.toMatchObject({ code: -32602 })
    expect(signed).toBe(0)
  })
})
