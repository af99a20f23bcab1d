import { getAssociatedTokenAddressSync, TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from '@solana/spl-token'
import { Keypair, PublicKey, SystemInstruction, Transaction } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { ErrorText } from '../../../../shared/errors/messages'
import type { TokenBalance } from '../../../state/account/accountTypes'
import { describeInstruction } from '../../../wallets/solana/describeInstruction'
import { parseSolanaTransaction } from '../../../wallets/solana/parseSolanaTransaction'
import { buildSolanaSend } from './buildSolanaSend'

const CAIP = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const from = Keypair.generate().publicKey.toBase58()
const to = Keypair.generate().publicKey.toBase58()
const mint = Keypair.generate().publicKey.toBase58()
const recentBlockhash = Keypair.generate().publicKey.toBase58()
const sol: TokenBalance = { name: 'Solana', symbol: 'SOL', chainId: CAIP, value: 150, price: 150, quantity: { decimals: '9', numeric: '1' }, iconUrl: '' }
const ausd: TokenBalance = { ...sol, name: 'Airlock USD', symbol: 'AUSD', address: `${CAIP}:${mint}`, quantity: { decimals: '6', numeric: '10' } }
const source = { account: getAssociatedTokenAddressSync(new PublicKey(mint), new PublicKey(from)).toBase58(), tokenProgram: TOKEN_PROGRAM_ID.toBase58() }
const bytes = (b64: string) => Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))

describe('buildSolanaSend', () => {
  it('builds a SOL transfer in lamports from the sender, who pays the fee', () => {
    const send = buildSolanaSend({ from, caipNetworkId: CAIP, token: sol, amount: '0.25', receiver: to, recentBlockhash })
    const tx = Transaction.from(bytes(send.transaction))
    expect(tx.feePayer?.toBase58()).toBe(from)
    expect(tx.recentBlockhash).toBe(recentBlockhash)
    expect(tx.instructions).toHaveLength(1)
    expect(SystemInstruction.decodeTransfer(tx.instructions[0]!)).toMatchObject({ lamports: 250_000_000n })
    expect(tx.instructions[0]!.keys.map((k) => k.pubkey.toBase58())).toEqual([from, to])
    expect([...bytes(send.message)]).toEqual([...tx.serializeMessage()])
    expect(send.receiverTokenAccount).toBeUndefined()
  })
  it('builds an SPL TransferChecked to the receiver ATA, creating it first when asked', () => {
    const destination = getAssociatedTokenAddressSync(new PublicKey(mint), new PublicKey(to)).toBase58()
    const plain = buildSolanaSend({ from, caipNetworkId: CAIP, token: ausd, amount: '2.5', receiver: to, recentBlockhash, source })
    expect(plain.receiverTokenAccount).toBe(destination)
    expect(parseSolanaTransaction(bytes(plain.transaction)).instructions.map(describeInstruction)).toEqual([
      { kind: 'tokenTransfer', source: source.account, mint, destination, owner: from, amount: 2_500_000n, decimals: 6 },
    ])
    const creating = buildSolanaSend({ from, caipNetworkId: CAIP, token: ausd, amount: '2.5', receiver: to, recentBlockhash, source, createReceiverAccount: true })
    expect(parseSolanaTransaction(bytes(creating.transaction)).instructions.map(describeInstruction)).toEqual([
      { kind: 'createTokenAccount', payer: from, account: destination, owner: to, mint },
      { kind: 'tokenTransfer', source: source.account, mint, destination, owner: from, amount: 2_500_000n, decimals: 6 },
    ])
  })
  it('derives the receiver account under Token-2022 when the source is a Token-2022 account', () => {
    const send = buildSolanaSend({ from, caipNetworkId: CAIP, token: ausd, amount: '1', receiver: to, recentBlockhash, source: { ...source, tokenProgram: TOKEN_2022_PROGRAM_ID.toBase58() } })
    expect(send.receiverTokenAccount).toBe(getAssociatedTokenAddressSync(new PublicKey(mint), new PublicKey(to), false, TOKEN_2022_PROGRAM_ID).toBase58())
  })
  it('refuses a missing or bad amount or receiver, and an SPL send without its source, with the exact text', () => {
    const bad = [
      { amount: undefined },
      { amount: '0' },
      { amount: '-1' },
      { amount: '0.0000000001' },
      { amount: '18446744073.709551616' },
      { receiver: 'alice.airlock' },
      { receiver: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' },
      { receiver: undefined },
      { token: ausd },
      { token: ausd, source: { ...source, tokenProgram: from } },
    ]
    for (const b of bad) expect(() => buildSolanaSend({ from, caipNetworkId: CAIP, token: sol, amount: '1', receiver: to, recentBlockhash, ...b }), JSON.stringify(b)).toThrow(ErrorText.invalidAmountReceiver)
  })
  it("throws 'Unsupported chain' outside solana", () => {
    expect(() => buildSolanaSend({ from, caipNetworkId: 'eip155:1', token: sol, amount: '1', receiver: to, recentBlockhash })).toThrow(ErrorText.unsupportedChain)
  })
})
