import {
  createAssociatedTokenAccountIdempotentInstruction,
  createInitializeMint2Instruction,
  createMintToInstruction,
  getAssociatedTokenAddressSync,
  MINT_SIZE,
  TOKEN_PROGRAM_ID,
} from '@solana/spl-token'
import { Keypair, PublicKey, SystemProgram, TransactionMessage, VersionedTransaction, type TransactionInstruction } from '@solana/web3.js'
import { SOLANA_TEST_LAMPORTS, SOLANA_TEST_TOKEN_BALANCE, solanaFaucet, solanaTestAccounts, solanaTestMint } from '../testAccounts'
import type { LocalLedger } from './LocalLedger'

const SYSTEM_PROGRAM = SystemProgram.programId.toBase58()
/** The faucet's float (500 million SOL): airdrops can never drain it in a test run. */
const FAUCET_LAMPORTS = 500_000_000_000_000_000n

function send(ledger: LocalLedger, payer: Keypair, signers: Keypair[], instructions: TransactionInstruction[]): void {
  const message = new TransactionMessage({ payerKey: payer.publicKey, recentBlockhash: ledger.blockhash(), instructions }).compileToLegacyMessage()
  const tx = new VersionedTransaction(message)
  tx.sign([payer, ...signers])
  ledger.submit(tx.serialize(), { skipPreflight: false })
}

/**
 * Puts the local chain's genesis state in the ledger: the test accounts and the faucet funded
 * as genesis allocations (no transaction, like anvil's funded accounts), then the SPL test mint
 * created and every test account's associated token account filled through real Token-program
 * transactions signed by account 0 (the mint authority), so balances and history are the
 * runtime's own.
 *
 * @example
 * seedGenesis(new LocalLedger())
 */
export function seedGenesis(ledger: LocalLedger): void {
  const empty = new Uint8Array(0)
  for (const { address } of solanaTestAccounts) ledger.setAccount(address, { lamports: SOLANA_TEST_LAMPORTS, owner: SYSTEM_PROGRAM, data: empty, executable: false })
  ledger.setAccount(solanaFaucet.address, { lamports: FAUCET_LAMPORTS, owner: SYSTEM_PROGRAM, data: empty, executable: false })

  const authority = Keypair.fromSeed(Buffer.from(solanaTestAccounts[0]!.seed, 'hex'))
  const mint = Keypair.fromSeed(Buffer.from(solanaTestMint.seed, 'hex'))
  const rent = Number(ledger.svm.minimumBalanceForRentExemption(BigInt(MINT_SIZE)))
  send(ledger, authority, [mint], [
    SystemProgram.createAccount({ fromPubkey: authority.publicKey, newAccountPubkey: mint.publicKey, lamports: rent, space: MINT_SIZE, programId: TOKEN_PROGRAM_ID }),
    createInitializeMint2Instruction(mint.publicKey, solanaTestMint.decimals, authority.publicKey, null),
  ])
  const units = SOLANA_TEST_TOKEN_BALANCE * 10n ** BigInt(solanaTestMint.decimals)
  for (const { address } of solanaTestAccounts) {
    const owner = new PublicKey(address)
    const ata = getAssociatedTokenAddressSync(mint.publicKey, owner)
    send(ledger, authority, [], [
      createAssociatedTokenAccountIdempotentInstruction(authority.publicKey, ata, owner, mint.publicKey),
      createMintToInstruction(mint.publicKey, ata, authority.publicKey, units),
    ])
  }
}
