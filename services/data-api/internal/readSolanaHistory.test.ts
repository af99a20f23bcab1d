import { Connection, Keypair, PublicKey, SystemProgram, Transaction, sendAndConfirmTransaction } from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSolana, type RunningSolana } from '../../solana/startSolana'
import { solanaTestAccounts } from '../../solana/testAccounts'
import { readSolanaHistory } from './readSolanaHistory'

const CAIP = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
let solana: RunningSolana

beforeAll(async () => {
  solana = await startSolana({ port: 0, log: () => undefined })
}, 60_000)
afterAll(async () => {
  await solana?.stop()
})

describe('readSolanaHistory', () => {
  it('lists a SOL transfer as sent for the payer (fee left out) and received for the recipient, newest first, with the genesis AUSD receipt after it', async () => {
    const connection = new Connection(solana.rpcUrl, { wsEndpoint: solana.wsUrl, commitment: 'confirmed' })
    const payer = Keypair.fromSeed(Buffer.from(solanaTestAccounts[2]!.seed, 'hex'))
    const to = new PublicKey(solanaTestAccounts[3]!.address)
    const signature = await sendAndConfirmTransaction(connection, new Transaction().add(SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: to, lamports: 250_000_000 })), [payer])

    const sent = await readSolanaHistory(solana.rpcUrl, CAIP, payer.publicKey.toBase58(), { SOL: 100 })
    expect(sent[0]).toMatchObject({ id: signature, metadata: { operationType: 'send', sentFrom: payer.publicKey.toBase58(), sentTo: to.toBase58(), status: 'confirmed', chain: CAIP } })
    expect(sent[0]!.transfers).toEqual([{ fungible_info: { name: 'Solana', symbol: 'SOL' }, direction: 'out', quantity: { numeric: '0.25' }, value: 25, price: 100 }])
    expect(sent.some((t) => t.transfers.some((x) => x.fungible_info?.symbol === 'AUSD' && x.direction === 'in'))).toBe(true)

    const received = await readSolanaHistory(solana.rpcUrl, CAIP, to.toBase58(), {})
    expect(received[0]).toMatchObject({ id: signature, metadata: { operationType: 'receive', sentFrom: payer.publicKey.toBase58(), sentTo: to.toBase58() } })
    expect(received[0]!.transfers[0]).toMatchObject({ direction: 'in', quantity: { numeric: '0.25' } })
    expect(await readSolanaHistory(solana.rpcUrl, CAIP, '11111111111111111111111111111112', {})).toEqual([])
  })
})
