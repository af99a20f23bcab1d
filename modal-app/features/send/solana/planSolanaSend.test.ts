import { getAssociatedTokenAddressSync } from '@solana/spl-token'
import { Connection, Keypair, PublicKey, Transaction } from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorText } from '../../../../shared/errors/messages'
import { startSolana, type RunningSolana } from '../../../../services/solana/startSolana'
import { solanaTestAccounts, solanaTestMint } from '../../../../services/solana/testAccounts'
import { readFromNetwork } from '../../../clients/chainRpc/readFromNetwork'
import { solanaTestBalances } from '../../../testing/solanaTestBalances'
import { planSolanaSend, type SolanaRpc } from './planSolanaSend'

const CAIP = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const sender = Keypair.fromSeed(Buffer.from(solanaTestAccounts[2]!.seed, 'hex'))
const from = sender.publicKey.toBase58()
const { sol, ausd } = solanaTestBalances
const mint = new PublicKey(solanaTestMint.address)

let solana: RunningSolana
let connection: Connection
let rpc: SolanaRpc

/** Signs the plan's transaction as the sender and sends it, the way a wallet would. */
async function signAndSend(transaction: string): Promise<void> {
  const tx = Transaction.from(Buffer.from(transaction, 'base64'))
  tx.sign(sender)
  // The local chain commits a transaction before it answers sendTransaction.
  await connection.sendRawTransaction(tx.serialize())
}

beforeAll(async () => {
  solana = await startSolana({ port: 0, log: () => undefined })
  connection = new Connection(solana.rpcUrl, { wsEndpoint: solana.wsUrl, commitment: 'confirmed' })
  rpc = (method, params) => readFromNetwork(solana.rpcUrl, method, params)
}, 60_000)

afterAll(async () => {
  await solana?.stop()
})

describe('planSolanaSend on the local chain', () => {
  it('plans a SOL send with the fee the network quotes, and the plan lands', async () => {
    const to = Keypair.generate().publicKey
    const plan = await planSolanaSend(rpc, { from, caipNetworkId: CAIP, token: sol, amount: '0.5', receiver: to.toBase58() })
    expect(plan).toMatchObject({ feeLamports: 5000n, createsTokenAccount: false, rentLamports: 0n, receiverMinimumLamports: BigInt(await connection.getMinimumBalanceForRentExemption(0)) })
    const before = BigInt(await connection.getBalance(sender.publicKey))
    await signAndSend(plan.transaction)
    expect(await connection.getBalance(to)).toBe(500_000_000)
    expect(before - BigInt(await connection.getBalance(sender.publicKey))).toBe(500_000_000n + plan.feeLamports)
    // Now that the receiver has an account, any amount will do.
    expect((await planSolanaSend(rpc, { from, caipNetworkId: CAIP, token: sol, amount: '0.000000001', receiver: to.toBase58() })).receiverMinimumLamports).toBe(0n)
  })
  it('creates a fresh receiver token account (rent counted), and not again once it exists', async () => {
    const to = Keypair.generate().publicKey
    const first = await planSolanaSend(rpc, { from, caipNetworkId: CAIP, token: ausd, amount: '2.5', receiver: to.toBase58() })
    expect(first.createsTokenAccount).toBe(true)
    expect(first.rentLamports).toBe(BigInt(await connection.getMinimumBalanceForRentExemption(165)))
    expect(first.receiverTokenAccount).toBe(getAssociatedTokenAddressSync(mint, to).toBase58())
    await signAndSend(first.transaction)
    expect((await connection.getTokenAccountBalance(getAssociatedTokenAddressSync(mint, to))).value.amount).toBe('2500000')
    const second = await planSolanaSend(rpc, { from, caipNetworkId: CAIP, token: ausd, amount: '1', receiver: to.toBase58() })
    expect(second).toMatchObject({ createsTokenAccount: false, rentLamports: 0n })
    await signAndSend(second.transaction)
    expect((await connection.getTokenAccountBalance(getAssociatedTokenAddressSync(mint, to))).value.amount).toBe('3500000')
  })
  it('refuses a token the sender holds no account of with the exact text', async () => {
    const stranger = Keypair.generate().publicKey.toBase58()
    await expect(planSolanaSend(rpc, { from: stranger, caipNetworkId: CAIP, token: ausd, amount: '1', receiver: from })).rejects.toThrow(ErrorText.invalidAmountReceiver)
  })
})
