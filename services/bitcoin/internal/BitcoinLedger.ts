import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex, concatBytes } from '@noble/hashes/utils.js'
import { Address, OutScript, RawTx, Transaction } from '@scure/btc-signer'
import type { BitcoinNetworkParams } from '../../../shared/bitcoin/bitcoinNetworkParams'
import { BitcoinChainError } from './BitcoinChainError'
import { BitcoinSignatureError } from '../../../shared/bitcoin/BitcoinSignatureError'
import { verifyInputSignatures } from '../../../shared/bitcoin/verifyInputSignatures'

/** One output of a transaction as the chain keeps it. */
export interface LedgerOutput {
  txid: string
  vout: number
  value: bigint
  script: Uint8Array
  /** The address the script pays, on this chain's network; null for scripts without one (OP_RETURN…). */
  address: string | null
  /** The transaction that spends it (in a block or in the mempool), if any. */
  spentBy: string | null
}

/** A transaction the chain accepted. */
export interface LedgerTransaction {
  txid: string
  raw: Uint8Array
  version: number
  lockTime: number
  coinbase: boolean
  /** For each input: the outpoint it spends and the witness (empty for the coinbase's made-up input). */
  inputs: { txid: string; vout: number; sequence: number; witness: Uint8Array[]; scriptSig: Uint8Array }[]
  outputs: LedgerOutput[]
  fee: bigint
  weight: number
  vsize: number
  /** The block it is in; null while in the mempool. */
  block: LedgerBlock | null
}

/** A block of the local chain (its hash is over our own header fields, not a mined header). */
export interface LedgerBlock {
  hash: string
  height: number
  time: number
  previousHash: string
  txids: string[]
}

const COINBASE_OUTPOINT = '0000000000000000000000000000000000000000000000000000000000000000'

function sha256d(...parts: Uint8Array[]): Uint8Array {
  return sha256(sha256(concatBytes(...parts)))
}

function reversedHex(bytes: Uint8Array): string {
  return bytesToHex(Uint8Array.from(bytes).reverse())
}

/** The dust limit of Bitcoin Core's default relay policy for an output of this script. */
function dustLimit(script: Uint8Array): bigint {
  const type = OutScript.decode(script).type
  if (type === 'wpkh') return 294n
  if (type === 'tr' || type === 'wsh') return 330n
  if (type === 'unknown') return 0n
  return 546n
}

/**
 * The local Bitcoin chain's state: every output ever made (with what spends it), the
 * transactions, the mempool and the blocks. Transactions enter through {@link accept}, which
 * decodes them with `@scure/btc-signer`, checks every input exists and is unspent, verifies every
 * input's signature, and applies Bitcoin Core's default relay rules on fee (1 sat/vB) and dust;
 * they stay in the mempool until {@link mine} puts them in a block. Coins come only from
 * coinbase transactions ({@link fund}, the regtest faucet, and block rewards), so every balance
 * is the sum of real unspent outputs.
 *
 * @example
 * const ledger = new BitcoinLedger(bitcoinNetworkParams('regtest'), BITCOIN_GENESIS_HASHES.regtest)
 * ledger.fund('bcrt1q…', 100_000_000n)
 * const tx = ledger.accept(signedRawTx)
 * ledger.mine(1)
 */
export class BitcoinLedger {
  readonly network: BitcoinNetworkParams
  readonly blocks: LedgerBlock[]
  readonly mempool: string[] = []
  private readonly outputs = new Map<string, LedgerOutput>()
  private readonly txs = new Map<string, LedgerTransaction>()
  private readonly history = new Map<string, string[]>()
  private coinbaseCount = 0

  constructor(network: BitcoinNetworkParams, genesisHash: string, now: () => number = () => Math.floor(Date.now() / 1000)) {
    this.network = network
    this.now = now
    this.blocks = [{ hash: genesisHash, height: 0, time: now(), previousHash: '0'.repeat(64), txids: [] }]
  }

  private readonly now: () => number

  get tip(): LedgerBlock {
    return this.blocks[this.blocks.length - 1]!
  }

  /** The address a script pays on this network, or null. */
  addressOf(script: Uint8Array): string | null {
    try {
      const decoded = OutScript.decode(script)
      if (decoded.type === 'unknown') return null
      return Address(this.network).encode(decoded)
    } catch {
      return null
    }
  }

  /** The locking script of an address of this network; throws `BAD_ADDRESS` for any other. */
  scriptOf(address: string): Uint8Array {
    try {
      return OutScript.encode(Address(this.network).decode(address))
    } catch {
      throw new BitcoinChainError('BAD_ADDRESS', `Invalid Bitcoin address for this network: ${address}`)
    }
  }

  transaction(txid: string): LedgerTransaction | undefined {
    return this.txs.get(txid)
  }

  output(txid: string, vout: number): LedgerOutput | undefined {
    return this.outputs.get(`${txid}:${vout}`)
  }

  /** The transactions touching an address, newest first (mempool before blocks). */
  transactionsOf(address: string): LedgerTransaction[] {
    return (this.history.get(address) ?? []).map((txid) => this.txs.get(txid)!).reverse()
  }

  /** The address's unspent outputs (spent in the mempool counts as spent, as Esplora shows it). */
  unspentOf(address: string): LedgerOutput[] {
    const seen = new Set<string>()
    const found: LedgerOutput[] = []
    for (const tx of this.transactionsOf(address)) {
      if (seen.has(tx.txid)) continue
      seen.add(tx.txid)
      for (const out of tx.outputs) if (out.address === address && out.spentBy === null) found.push(out)
    }
    return found
  }

  /**
   * Checks and takes a signed transaction into the mempool; throws a {@link BitcoinChainError}
   * with a node's reject reason when it could not enter one.
   */
  accept(raw: Uint8Array): LedgerTransaction {
    let tx: Transaction
    try {
      tx = Transaction.fromRaw(raw, { allowUnknownOutputs: true, disableScriptCheck: true })
    } catch (error) {
      throw new BitcoinChainError('TX_DECODE_FAILED', `TX decode failed: ${(error as Error).message}`)
    }
    if (tx.inputsLength === 0 || tx.outputsLength === 0) throw new BitcoinChainError('TX_DECODE_FAILED', 'bad-txns-vin-empty or bad-txns-vout-empty')
    if (!tx.isFinal) throw new BitcoinChainError('BAD_SIGNATURE', 'mandatory-script-verify-flag-failed (unsigned input)')
    const txid = tx.id
    if (this.txs.has(txid)) throw new BitcoinChainError('ALREADY_KNOWN', 'txn-already-known')
    const spent: LedgerOutput[] = []
    const claimed = new Set<string>()
    for (let i = 0; i < tx.inputsLength; i++) {
      const input = tx.getInput(i)
      const key = `${bytesToHex(input.txid!)}:${input.index!}`
      const prev = this.outputs.get(key)
      if (!prev) throw new BitcoinChainError('MISSING_INPUTS', 'bad-txns-inputs-missingorspent')
      if (prev.spentBy !== null || claimed.has(key)) throw new BitcoinChainError('INPUT_SPENT', `bad-txns-inputs-missingorspent (${key} already spent${prev.spentBy ? ` by ${prev.spentBy}` : ''})`)
      claimed.add(key)
      spent.push(prev)
    }
    try {
      verifyInputSignatures(
        tx,
        spent.map((p) => ({ script: p.script, amount: p.value })),
      )
    } catch (error) {
      if (error instanceof BitcoinSignatureError) throw new BitcoinChainError(error.code, error.message)
      throw error
    }
    const inValue = spent.reduce((sum, p) => sum + p.value, 0n)
    let outValue = 0n
    for (let i = 0; i < tx.outputsLength; i++) {
      const out = tx.getOutput(i)
      if (out.amount! < dustLimit(out.script!)) throw new BitcoinChainError('DUST_OUTPUT', `dust (output ${i} of ${out.amount} sat)`)
      outValue += out.amount!
    }
    if (outValue > inValue) throw new BitcoinChainError('OUTPUTS_EXCEED_INPUTS', 'bad-txns-in-belowout')
    const fee = inValue - outValue
    const vsize = tx.vsize
    if (fee < BigInt(vsize)) throw new BitcoinChainError('FEE_TOO_LOW', `min relay fee not met, ${fee} < ${vsize}`)
    for (const p of spent) p.spentBy = txid
    const record = this.record(txid, raw, tx, fee, false)
    this.mempool.push(txid)
    return record
  }

  /**
   * Pays `sats` to an address with a coinbase transaction in a new block (the regtest faucet):
   * the coins are new, as a miner's are, and the payment is in the address's history.
   */
  fund(address: string, sats: bigint): LedgerTransaction {
    if (sats <= 0n || sats > 5_000_000_000n) throw new BitcoinChainError('BAD_REQUEST', 'A faucet payment is 1 sat to 50 BTC')
    const script = this.scriptOf(address)
    const tx = this.coinbase([{ amount: sats, script }])
    this.mineBlock([tx.txid])
    return tx
  }

  /** Mines `count` blocks; the first takes the whole mempool. A reward address gets 50 BTC a block. */
  mine(count: number, rewardAddress?: string): LedgerBlock[] {
    if (!Number.isInteger(count) || count < 1 || count > 1000) throw new BitcoinChainError('BAD_REQUEST', 'Mine 1 to 1000 blocks at a time')
    const rewardScript = rewardAddress === undefined ? undefined : this.scriptOf(rewardAddress)
    const mined: LedgerBlock[] = []
    for (let n = 0; n < count; n++) {
      const fees = n === 0 ? this.mempool.reduce((sum, id) => sum + this.txs.get(id)!.fee, 0n) : 0n
      const reward = rewardScript ? [this.coinbase([{ amount: 5_000_000_000n + fees, script: rewardScript }]).txid] : []
      mined.push(this.mineBlock([...reward, ...(n === 0 ? this.mempool.splice(0) : [])]))
    }
    return mined
  }

  private coinbase(outputs: { amount: bigint; script: Uint8Array }[]): LedgerTransaction {
    this.coinbaseCount += 1
    const height = this.tip.height + 1
    // BIP-34 puts the height first in the coinbase script; the counter keeps two coinbases of one block apart.
    const scriptSig = new Uint8Array([4, height & 0xff, (height >> 8) & 0xff, (height >> 16) & 0xff, (height >> 24) & 0xff, 4, ...new Uint8Array(new Uint32Array([this.coinbaseCount]).buffer)])
    const raw = RawTx.encode({
      version: 2,
      segwitFlag: false,
      inputs: [{ txid: new Uint8Array(32), index: 0xffffffff, finalScriptSig: scriptSig, sequence: 0xffffffff }],
      outputs,
      witnesses: [],
      lockTime: 0,
    })
    const txid = reversedHex(sha256d(raw))
    const tx = Transaction.fromRaw(raw, { allowUnknownOutputs: true, allowUnknownInputs: true, disableScriptCheck: true })
    return this.record(txid, raw, tx, 0n, true)
  }

  private record(txid: string, raw: Uint8Array, tx: Transaction, fee: bigint, coinbase: boolean): LedgerTransaction {
    const inputs = Array.from({ length: tx.inputsLength }, (_, i) => {
      const input = tx.getInput(i)
      return { txid: bytesToHex(input.txid!), vout: input.index!, sequence: input.sequence ?? 0xffffffff, witness: input.finalScriptWitness ?? [], scriptSig: input.finalScriptSig ?? new Uint8Array() }
    })
    const outputs: LedgerOutput[] = Array.from({ length: tx.outputsLength }, (_, vout) => {
      const out = tx.getOutput(vout)
      return { txid, vout, value: out.amount!, script: out.script!, address: this.addressOf(out.script!), spentBy: null }
    })
    const weight = raw.length * 4 - (coinbase ? 0 : (raw.length - tx.toBytes(true, false).length) * 3)
    const record: LedgerTransaction = { txid, raw, version: tx.version, lockTime: tx.lockTime, coinbase, inputs: coinbase ? [{ ...inputs[0]!, txid: COINBASE_OUTPOINT }] : inputs, outputs, fee, weight, vsize: Math.ceil(weight / 4), block: null }
    this.txs.set(txid, record)
    for (const out of outputs) this.outputs.set(`${txid}:${out.vout}`, out)
    const touched = new Set<string>()
    for (const out of outputs) if (out.address) touched.add(out.address)
    if (!coinbase) for (const input of inputs) {
      const address = this.outputs.get(`${input.txid}:${input.vout}`)?.address
      if (address) touched.add(address)
    }
    for (const address of touched) this.history.set(address, [...(this.history.get(address) ?? []), txid])
    return record
  }

  private mineBlock(txids: string[]): LedgerBlock {
    const previous = this.tip
    const time = Math.max(this.now(), previous.time + 1)
    const height = previous.height + 1
    const header = concatBytes(Uint8Array.from(previous.hash.match(/../g)!.map((h) => parseInt(h, 16))), merkleRoot(txids), new Uint8Array(new Uint32Array([height, time]).buffer))
    const block: LedgerBlock = { hash: reversedHex(sha256d(header)), height, time, previousHash: previous.hash, txids }
    this.blocks.push(block)
    for (const txid of txids) this.txs.get(txid)!.block = block
    return block
  }
}

/** The merkle root of a block's txids (Bitcoin's: pairs of sha256d, the last one doubled when odd). */
function merkleRoot(txids: string[]): Uint8Array {
  if (txids.length === 0) return new Uint8Array(32)
  let level: Uint8Array[] = txids.map((id) => Uint8Array.from(id.match(/../g)!.map((h) => parseInt(h, 16))).reverse())
  while (level.length > 1) {
    const next: Uint8Array[] = []
    for (let i = 0; i < level.length; i += 2) next.push(sha256d(level[i]!, level[i + 1] ?? level[i]!))
    level = next
  }
  return level[0]!
}
