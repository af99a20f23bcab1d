import { Clock, FailedTransactionMetadata, LiteSVM, type TransactionMetadata } from 'litesvm'
import { AddressLookupTableAccount, Keypair, PublicKey, SystemProgram, TransactionMessage, VersionedTransaction } from '@solana/web3.js'
import { base58 } from '../../../shared/solana/base58'
import { readTokenAccount, type RawAccount } from './readTokenAccount'
import { SolanaRpcError } from './SolanaRpcError'
import { transactionFee } from './transactionFee'
import { toTransactionError, type TransactionErrorJson } from './toTransactionError'
import { uiTokenAmount, type UiTokenAmount } from './uiTokenAmount'

type KitAddress = Parameters<LiteSVM['getAccount']>[0]
type KitTransaction = Parameters<LiteSVM['sendTransaction']>[0]
const addr = (a: string): KitAddress => a as KitAddress

/** A token balance line of a transaction's meta (`preTokenBalances` / `postTokenBalances`). */
export interface TokenBalance {
  accountIndex: number
  mint: string
  owner: string
  programId: string
  uiTokenAmount: UiTokenAmount
}

/** One transaction the ledger committed: what `getTransaction` and the history answer from. */
export interface LedgerEntry {
  signature: string
  slot: number
  blockTime: number
  wire: Uint8Array
  transaction: VersionedTransaction
  accountKeys: string[]
  loadedAddresses: { writable: string[]; readonly: string[] }
  err: TransactionErrorJson | null
  fee: number
  preBalances: number[]
  postBalances: number[]
  preTokenBalances: TokenBalance[]
  postTokenBalances: TokenBalance[]
  logs: string[]
  computeUnits: number
  innerInstructions: { index: number; instructions: { programIdIndex: number; accounts: number[]; data: Uint8Array; stackHeight: number }[] }[]
}

/** What a simulation found. */
export interface SimulationOutcome {
  err: TransactionErrorJson | null
  logs: string[]
  computeUnits: number
  accountKeys: string[]
  preBalances: number[]
  postBalances: number[]
  preTokenBalances: TokenBalance[]
  postTokenBalances: TokenBalance[]
  returnData: { programId: string; data: Uint8Array } | null
  /** Accounts as they would be after the transaction (only those it touches). */
  postAccounts: Map<string, RawAccount>
  replacementBlockhash: string | null
  /** What the transaction would pay in fees. */
  fee: number
}

/**
 * The local Solana chain's state: a litesvm runtime plus what a validator's RPC keeps beside
 * the bank (slots, block times, the transaction history by signature and by address, and commit
 * listeners for websocket subscriptions). Each committed transaction gets its own slot, like
 * anvil mining a block per transaction. The blockhash never expires: web3.js caches one for 30 s
 * and reuses it across transactions.
 *
 * @example
 * const ledger = new LocalLedger()
 * const entry = ledger.submit(signedWireBytes, { skipPreflight: false })
 * ledger.history(entry.accountKeys[0]!)[0]!.signature === entry.signature // true
 */
export class LocalLedger {
  readonly svm = new LiteSVM()
  slot = 1
  private readonly entries = new Map<string, LedgerEntry>()
  private readonly byAddress = new Map<string, LedgerEntry[]>()
  private readonly listeners = new Set<(entry: LedgerEntry) => void>()
  transactionCount = 0

  constructor() {
    this.setClock()
  }

  private setClock(): void {
    const schedule = this.svm.getEpochSchedule()
    const epoch = BigInt(Math.floor(this.slot / Number(schedule.slotsPerEpoch)))
    const now = BigInt(Math.floor(Date.now() / 1000))
    this.svm.setClock(new Clock(BigInt(this.slot), now, epoch, epoch + 1n, now))
  }

  /** Reads an account; null when it does not exist (zero lamports). */
  rawAccount(address: string): RawAccount | null {
    const a = this.svm.getAccount(addr(address))
    if (!a.exists) return null
    return { lamports: BigInt(a.lamports), owner: a.programAddress, data: Uint8Array.from(a.data), executable: a.executable }
  }

  /** Writes an account as genesis does (no transaction). */
  setAccount(address: string, account: RawAccount): void {
    this.svm.setAccount({ address: addr(address), lamports: account.lamports as never, programAddress: addr(account.owner), executable: account.executable, data: account.data, space: BigInt(account.data.length) })
  }

  /** All accounts a program owns, with their addresses. */
  programAccounts(programId: string): { address: string; account: RawAccount }[] {
    return this.svm.getProgramAccounts(addr(programId)).map((a) => ({ address: a.address, account: { lamports: BigInt(a.lamports), owner: a.programAddress, data: Uint8Array.from(a.data), executable: a.executable } }))
  }

  blockhash(): string {
    return this.svm.latestBlockhash()
  }

  /** Calls `listener` after every committed transaction; returns the unsubscribe. */
  onCommit(listener: (entry: LedgerEntry) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  entry(signature: string): LedgerEntry | undefined {
    return this.entries.get(signature)
  }

  /** The committed transactions that name `address`, newest first. */
  history(address: string): readonly LedgerEntry[] {
    return this.byAddress.get(address) ?? []
  }

  private decode(wire: Uint8Array): { tx: VersionedTransaction; keys: string[]; loaded: LedgerEntry['loadedAddresses'] } {
    let tx: VersionedTransaction
    try {
      tx = VersionedTransaction.deserialize(wire)
    } catch (error) {
      throw SolanaRpcError.invalidParams(`invalid transaction: failed to deserialize (${(error as Error).message})`)
    }
    const lookups = tx.message.addressTableLookups.map((l) => {
      const table = this.rawAccount(l.accountKey.toBase58())
      if (!table) throw new SolanaRpcError(-32602, 'invalid transaction: Transaction loads an address table account that doesn\'t exist')
      return new AddressLookupTableAccount({ key: l.accountKey, state: AddressLookupTableAccount.deserialize(table.data) })
    })
    const keys = tx.message.getAccountKeys({ addressLookupTableAccounts: lookups })
    const loaded = { writable: (keys.accountKeysFromLookups?.writable ?? []).map((k) => k.toBase58()), readonly: (keys.accountKeysFromLookups?.readonly ?? []).map((k) => k.toBase58()) }
    return { tx, keys: [...keys.staticAccountKeys.map((k) => k.toBase58()), ...loaded.writable, ...loaded.readonly], loaded }
  }

  private toKit(tx: VersionedTransaction): KitTransaction {
    const signers = tx.message.staticAccountKeys.slice(0, tx.message.header.numRequiredSignatures)
    const signatures = Object.fromEntries(signers.map((k, i) => [k.toBase58(), tx.signatures[i] ?? new Uint8Array(64)]))
    return { messageBytes: tx.message.serialize(), signatures } as unknown as KitTransaction
  }

  private balances(keys: string[]): { lamports: number[]; tokens: TokenBalance[] } {
    const read = (a: string): RawAccount | null => this.rawAccount(a)
    const tokens: TokenBalance[] = []
    keys.forEach((key, accountIndex) => {
      const t = readTokenAccount(read, key)
      if (t) tokens.push({ accountIndex, mint: t.mint, owner: t.owner, programId: t.programId, uiTokenAmount: uiTokenAmount(t.amount, t.decimals) })
    })
    return { lamports: keys.map((k) => Number(this.rawAccount(k)?.lamports ?? 0n)), tokens }
  }

  /**
   * Runs and commits a signed transaction. Failures that could never land (bad signature, unknown
   * blockhash, duplicate, fee payer without funds) throw the RPC error a node's preflight gives;
   * an instruction failure throws too unless `skipPreflight`, in which case it lands as failed.
   */
  submit(wire: Uint8Array, { skipPreflight }: { skipPreflight: boolean }): LedgerEntry {
    const { tx, keys, loaded } = this.decode(wire)
    const pre = this.balances(keys)
    const result = this.svm.sendTransaction(this.toKit(tx))
    const failed = result instanceof FailedTransactionMetadata ? result : null
    const meta: TransactionMetadata = failed ? failed.meta() : (result as TransactionMetadata)
    const err = failed ? toTransactionError(failed) : null
    if (err === 'SignatureFailure') throw new SolanaRpcError(-32003, 'Transaction signature verification failure')
    if (err !== null && (!skipPreflight || typeof err === 'string')) {
      const logs = meta.logs()
      throw new SolanaRpcError(-32002, `Transaction simulation failed: ${describe(err)}`, { err, logs, accounts: null, unitsConsumed: Number(meta.computeUnitsConsumed()), returnData: null })
    }
    this.slot += 1
    this.setClock()
    const post = this.balances(keys)
    const signature = base58.encode(tx.signatures[0]!)
    const entry: LedgerEntry = {
      signature,
      slot: this.slot,
      blockTime: Math.floor(Date.now() / 1000),
      wire,
      transaction: tx,
      accountKeys: keys,
      loadedAddresses: loaded,
      err,
      fee: transactionFee(tx.message),
      preBalances: pre.lamports,
      postBalances: post.lamports,
      preTokenBalances: pre.tokens,
      postTokenBalances: post.tokens,
      logs: meta.logs(),
      computeUnits: Number(meta.computeUnitsConsumed()),
      innerInstructions: meta
        .innerInstructions()
        .map((list, index) => ({ index, instructions: list.map((ii) => ({ programIdIndex: ii.instruction().programIdIndex(), accounts: [...ii.instruction().accounts()], data: ii.instruction().data(), stackHeight: ii.stackHeight() })) }))
        .filter((group) => group.instructions.length > 0),
    }
    this.entries.set(signature, entry)
    for (const key of new Set(keys)) {
      const list = this.byAddress.get(key) ?? []
      list.unshift(entry)
      this.byAddress.set(key, list)
    }
    this.transactionCount += 1
    for (const listener of this.listeners) listener(entry)
    return entry
  }

  /** Runs a transaction without committing it. */
  simulate(wire: Uint8Array, { sigVerify, replaceRecentBlockhash }: { sigVerify: boolean; replaceRecentBlockhash: boolean }): SimulationOutcome {
    const { tx, keys } = this.decode(wire)
    if (replaceRecentBlockhash) tx.message.recentBlockhash = this.blockhash()
    const pre = this.balances(keys)
    // Sigverify is a runtime-wide switch in litesvm; JS is single-threaded, so flipping it
    // around one synchronous call cannot leak into another request.
    this.svm.withSigverify(sigVerify)
    let result: ReturnType<LiteSVM['simulateTransaction']>
    try {
      result = this.svm.simulateTransaction(this.toKit(tx))
    } finally {
      this.svm.withSigverify(true)
    }
    const postAccounts = new Map<string, RawAccount>()
    if (!(result instanceof FailedTransactionMetadata)) {
      for (const a of result.postAccounts()) postAccounts.set(a.address, { lamports: BigInt(a.lamports), owner: a.programAddress, data: Uint8Array.from(a.data), executable: a.executable })
    }
    const readAfter = (a: string): RawAccount | null => postAccounts.get(a) ?? this.rawAccount(a)
    const postTokens: TokenBalance[] = []
    keys.forEach((key, accountIndex) => {
      const t = readTokenAccount(readAfter, key)
      if (t) postTokens.push({ accountIndex, mint: t.mint, owner: t.owner, programId: t.programId, uiTokenAmount: uiTokenAmount(t.amount, t.decimals) })
    })
    const meta = result instanceof FailedTransactionMetadata ? result.meta() : result.meta()
    const returned = meta.returnData()
    const returnBytes = returned.data()
    return {
      err: result instanceof FailedTransactionMetadata ? toTransactionError(result) : null,
      logs: meta.logs(),
      computeUnits: Number(meta.computeUnitsConsumed()),
      accountKeys: keys,
      preBalances: pre.lamports,
      postBalances: keys.map((k) => Number(readAfter(k)?.lamports ?? 0n)),
      preTokenBalances: pre.tokens,
      postTokenBalances: postTokens,
      returnData: returnBytes.length ? { programId: new PublicKey(returned.programId()).toBase58(), data: returnBytes } : null,
      postAccounts,
      replacementBlockhash: replaceRecentBlockhash ? tx.message.recentBlockhash : null,
      fee: transactionFee(tx.message),
    }
  }

  /** Sends `lamports` from `faucet` to `to` as an ordinary signed transfer (so it is in history). */
  transferFrom(faucet: Keypair, to: string, lamports: bigint): LedgerEntry {
    const message = new TransactionMessage({
      payerKey: faucet.publicKey,
      recentBlockhash: this.blockhash(),
      instructions: [SystemProgram.transfer({ fromPubkey: faucet.publicKey, toPubkey: new PublicKey(to), lamports })],
    }).compileToLegacyMessage()
    const tx = new VersionedTransaction(message)
    tx.sign([faucet])
    return this.submit(tx.serialize(), { skipPreflight: false })
  }
}

/** The texts a node's preflight gives for the common failures. */
const ERROR_TEXTS: Record<string, string> = {
  AlreadyProcessed: 'This transaction has already been processed',
  BlockhashNotFound: 'Blockhash not found',
  AccountNotFound: 'Attempt to debit an account but found no record of a prior credit.',
  InsufficientFundsForFee: 'Insufficient funds for fee',
}

function describe(err: TransactionErrorJson): string {
  if (typeof err === 'string') return ERROR_TEXTS[err] ?? err.replace(/([a-z])([A-Z])/g, '$1 $2')
  const ix = err.InstructionError as [number, unknown] | undefined
  if (ix) {
    const inner = ix[1] as { Custom?: number } | string
    const text = typeof inner === 'string' ? inner : inner.Custom !== undefined ? `custom program error: 0x${inner.Custom.toString(16)}` : JSON.stringify(inner)
    return `Error processing Instruction ${ix[0]}: ${text}`
  }
  const rent = err.InsufficientFundsForRent as { account_index: number } | undefined
  if (rent) return `Transaction results in an account (${rent.account_index}) with insufficient funds for rent`
  return JSON.stringify(err)
}
