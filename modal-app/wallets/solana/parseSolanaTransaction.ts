import { InvalidParamsError } from '../../../shared/errors/ProviderRpcError'
import { base58 } from '../../../shared/solana/base58'
import type { SolanaInstruction, SolanaTransaction } from './SolanaTransaction'

/**
 * Reads a serialized Solana transaction (legacy or v0) without a Solana library, so the
 * approval view and the embedded wallet's signer work on the same bytes: what the view shows is
 * decoded from exactly the message the key then signs. Accounts that v0 messages take from
 * address lookup tables are named by table and index (resolving them needs the chain). Throws
 * -32602 for anything that is not one whole transaction.
 *
 * @example
 * const tx = parseSolanaTransaction(bytesBase64.decode(params.transaction))
 * tx.instructions[0].programId // '11111111111111111111111111111111'
 */
export function parseSolanaTransaction(bytes: Uint8Array): SolanaTransaction {
  const reader = new Reader(bytes)
  const signatureCount = reader.compactU16()
  const signaturesOffset = reader.offset
  const signatures: Uint8Array[] = []
  for (let i = 0; i < signatureCount; i++) signatures.push(reader.take(64))
  const messageStart = reader.offset
  const first = reader.peek()
  let version: 'legacy' | 0 = 'legacy'
  if (first & 0x80) {
    if ((first & 0x7f) !== 0) throw invalid(`unsupported transaction version ${first & 0x7f}`)
    reader.take(1)
    version = 0
  }
  const [numRequiredSignatures, readonlySigned, readonlyUnsigned] = reader.take(3) as unknown as [number, number, number]
  if (numRequiredSignatures !== signatureCount) throw invalid('signature count does not match the message header')
  const keyCount = reader.compactU16()
  const accountKeys: string[] = []
  for (let i = 0; i < keyCount; i++) accountKeys.push(base58.encode(reader.take(32)))
  if (numRequiredSignatures > keyCount || readonlySigned > numRequiredSignatures || readonlyUnsigned > keyCount - numRequiredSignatures) throw invalid('bad message header')
  const writable = accountKeys.map((_, i) => (i < numRequiredSignatures ? i < numRequiredSignatures - readonlySigned : i < keyCount - readonlyUnsigned))
  const recentBlockhash = base58.encode(reader.take(32))
  const raw: { program: number; accounts: number[]; data: Uint8Array }[] = []
  const instructionCount = reader.compactU16()
  for (let i = 0; i < instructionCount; i++) {
    const program = reader.byte()
    const accounts = [...reader.take(reader.compactU16())]
    raw.push({ program, accounts, data: reader.take(reader.compactU16()) })
  }
  // v0: the addresses loaded from lookup tables follow the static keys, writable ones first.
  const loaded: string[] = []
  if (version === 0) {
    const tables: { table: string; writable: number[]; readonly: number[] }[] = []
    const tableCount = reader.compactU16()
    for (let i = 0; i < tableCount; i++) {
      const table = base58.encode(reader.take(32))
      tables.push({ table, writable: [...reader.take(reader.compactU16())], readonly: [...reader.take(reader.compactU16())] })
    }
    for (const t of tables) for (const index of t.writable) loaded.push(`lookup:${t.table}#${index}`)
    for (const t of tables) for (const index of t.readonly) loaded.push(`lookup:${t.table}#${index}`)
  }
  if (reader.offset !== bytes.length) throw invalid('trailing bytes after the message')
  const all = [...accountKeys, ...loaded]
  const at = (index: number) => {
    const key = all[index]
    if (key === undefined) throw invalid(`account index ${index} out of range`)
    return key
  }
  const instructions: SolanaInstruction[] = raw.map((ix) => ({ programId: at(ix.program), accounts: ix.accounts.map(at), data: ix.data }))
  return { version, signatures, message: bytes.slice(messageStart), signaturesOffset, numRequiredSignatures, accountKeys, writable, recentBlockhash, instructions }
}

function invalid(why: string) {
  return new InvalidParamsError({ message: `Not a Solana transaction: ${why}` })
}

/** A bounds-checked cursor over the wire bytes. */
class Reader {
  offset = 0
  constructor(private readonly bytes: Uint8Array) {}
  peek(): number {
    if (this.offset >= this.bytes.length) throw invalid('too short')
    return this.bytes[this.offset]!
  }
  byte(): number {
    const value = this.peek()
    this.offset++
    return value
  }
  take(length: number): Uint8Array {
    if (this.offset + length > this.bytes.length) throw invalid('too short')
    const out = this.bytes.slice(this.offset, this.offset + length)
    this.offset += length
    return out
  }
  /** Solana's compact-u16 ("shortvec"): 7 bits a byte, at most 3 bytes. */
  compactU16(): number {
    let value = 0
    for (let i = 0; i < 3; i++) {
      const b = this.byte()
      value |= (b & 0x7f) << (7 * i)
      if (!(b & 0x80)) return value
    }
    throw invalid('bad length prefix')
  }
}
