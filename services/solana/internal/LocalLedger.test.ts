import { ComputeBudgetProgram, Keypair, SystemProgram, TransactionMessage, VersionedTransaction } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { solanaTestAccounts } from '../testAccounts'
import { LocalLedger } from './LocalLedger'
import { seedGenesis } from './seedGenesis'
import { SolanaRpcError } from './SolanaRpcError'

const payer = Keypair.fromSeed(Buffer.from(solanaTestAccounts[1]!.seed, 'hex'))

function transfer(ledger: LocalLedger, lamports: bigint, to = Keypair.generate().publicKey): VersionedTransaction {
  const message = new TransactionMessage({ payerKey: payer.publicKey, recentBlockhash: ledger.blockhash(), instructions: [SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: to, lamports })] }).compileToLegacyMessage()
  const tx = new VersionedTransaction(message)
  tx.sign([payer])
  return tx
}

function rpcError(run: () => unknown): SolanaRpcError {
  try {
    run()
  } catch (error) {
    if (error instanceof SolanaRpcError) return error
    throw error
  }
  throw new Error('expected a SolanaRpcError')
}

describe('LocalLedger', () => {
  const ledger = new LocalLedger()
  seedGenesis(ledger)

  it('commits one slot per transaction and keeps history newest first', () => {
    const to = Keypair.generate().publicKey
    const slot = ledger.slot
    const first = ledger.submit(transfer(ledger, 1_000_000n, to).serialize(), { skipPreflight: false })
    const second = ledger.submit(transfer(ledger, 2_000_000n, to).serialize(), { skipPreflight: false })
    expect([first.slot, second.slot]).toEqual([slot + 1, slot + 2])
    expect(ledger.history(to.toBase58()).map((e) => e.signature)).toEqual([second.signature, first.signature])
    expect(second.postBalances[1]! - second.preBalances[1]!).toBe(2_000_000)
    expect(ledger.entry(first.signature)?.err).toBeNull()
  })

  it('reports the fee the runtime charged, priority fee included', () => {
    const instructions = [ComputeBudgetProgram.setComputeUnitLimit({ units: 10_000 }), ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 1_000_000 }), SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: Keypair.generate().publicKey, lamports: 1_000_000 })]
    const tx = new VersionedTransaction(new TransactionMessage({ payerKey: payer.publicKey, recentBlockhash: ledger.blockhash(), instructions }).compileToLegacyMessage())
    tx.sign([payer])
    const entry = ledger.submit(tx.serialize(), { skipPreflight: false })
    expect(entry.fee).toBe(15_000)
    expect(entry.preBalances[0]! - entry.postBalances[0]!).toBe(1_000_000 + entry.fee)
    // Without a unit limit the runtime's default applies; the reported fee still matches.
    const noLimit = new VersionedTransaction(new TransactionMessage({ payerKey: payer.publicKey, recentBlockhash: ledger.blockhash(), instructions: instructions.slice(1) }).compileToLegacyMessage())
    noLimit.sign([payer])
    const second = ledger.submit(noLimit.serialize(), { skipPreflight: false })
    expect(second.preBalances[0]! - second.postBalances[0]!).toBe(1_000_000 + second.fee)
  })

  it('rejects what could never land with the preflight codes', () => {
    const tx = transfer(ledger, 1_000_000n)
    ledger.submit(tx.serialize(), { skipPreflight: false })
    const duplicate = rpcError(() => ledger.submit(tx.serialize(), { skipPreflight: true }))
    expect(duplicate.code).toBe(-32002)
    expect(duplicate.data).toMatchObject({ err: 'AlreadyProcessed' })
    const forged = transfer(ledger, 1_000_000n)
    forged.signatures[0] = new Uint8Array(64).fill(7)
    expect(rpcError(() => ledger.submit(forged.serialize(), { skipPreflight: false })).code).toBe(-32003)
    expect(rpcError(() => ledger.submit(Uint8Array.from([1, 2, 3]), { skipPreflight: false })).code).toBe(-32602)
  })

  it('lands a failing instruction only with skipPreflight, as a failed transaction', () => {
    const before = ledger.transactionCount
    expect(rpcError(() => ledger.submit(transfer(ledger, 10n ** 16n).serialize(), { skipPreflight: false })).message).toMatch(/custom program error: 0x1/)
    expect(ledger.transactionCount).toBe(before)
    const landed = ledger.submit(transfer(ledger, 10n ** 16n).serialize(), { skipPreflight: true })
    expect(landed.err).toEqual({ InstructionError: [0, { Custom: 1 }] })
    expect(ledger.history(payer.publicKey.toBase58())[0]?.signature).toBe(landed.signature)
  })

  it('simulates without committing and tells listeners about commits', () => {
    const to = Keypair.generate().publicKey
    const seen: string[] = []
    const off = ledger.onCommit((e) => seen.push(e.signature))
    const sim = ledger.simulate(transfer(ledger, 3_000_000n, to).serialize(), { sigVerify: true, replaceRecentBlockhash: false })
    expect(sim.err).toBeNull()
    expect(sim.postBalances[1]).toBe(3_000_000)
    expect(ledger.rawAccount(to.toBase58())).toBeNull()
    const entry = ledger.submit(transfer(ledger, 3_000_000n, to).serialize(), { skipPreflight: false })
    off()
    // Same transfer, other amount: identical transactions share a signature and would be duplicates.
    ledger.submit(transfer(ledger, 3_000_001n, to).serialize(), { skipPreflight: false })
    expect(seen).toEqual([entry.signature])
  })
})
