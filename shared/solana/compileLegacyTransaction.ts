import { base58 } from './base58'

/** One account an instruction touches, and how. */
export interface AccountMeta {
  address: string
  signer: boolean
  writable: boolean
}

/** An instruction before compiling: the program, its accounts in order, its data. */
export interface InstructionInput {
  programId: string
  accounts: AccountMeta[]
  data: Uint8Array
}

/** A compiled, unsigned legacy transaction. */
export interface CompiledTransaction {
  /** The message bytes every signature covers (what `getFeeForMessage` prices). */
  message: Uint8Array
  /** Wire bytes: the signature slots (zeroed, one per signer) then the message. */
  transaction: Uint8Array
}

/**
 * Compiles instructions into an unsigned legacy Solana transaction: the fee payer first, then
 * the accounts ordered as the runtime requires (writable signers, read-only signers, writable,
 * read-only; each account once, with the union of what the instructions ask of it; programs
 * read-only), the header counting those groups, and the compact-u16 length prefixes of the
 * wire format. The signature slots are zeroed for the wallet to fill.
 *
 * @example
 * const { transaction, message } = compileLegacyTransaction({ feePayer, recentBlockhash, instructions: [transfer] })
 */
export function compileLegacyTransaction(input: { feePayer: string; recentBlockhash: string; instructions: readonly InstructionInput[] }): CompiledTransaction {
  const metas = new Map<string, AccountMeta>([[input.feePayer, { address: input.feePayer, signer: true, writable: true }]])
  const add = (meta: AccountMeta) => {
    const known = metas.get(meta.address)
    metas.set(meta.address, known ? { address: meta.address, signer: known.signer || meta.signer, writable: known.writable || meta.writable } : { ...meta })
  }
  for (const ix of input.instructions) {
    for (const account of ix.accounts) add(account)
    add({ address: ix.programId, signer: false, writable: false })
  }
  const [payer, ...rest] = [...metas.values()]
  const rank = (m: AccountMeta) => (m.signer ? 0 : 2) + (m.writable ? 0 : 1)
  // Array.prototype.sort is stable: within a group the first-seen order stays (as web3.js keeps it).
  const keys = [payer!, ...rest.sort((a, b) => rank(a) - rank(b))]
  const index = new Map(keys.map((k, i) => [k.address, i]))
  const signers = keys.filter((k) => k.signer)
  const header = [signers.length, signers.filter((k) => !k.writable).length, keys.filter((k) => !k.signer && !k.writable).length]
  const out: number[] = [...header, ...compactU16(keys.length)]
  for (const k of keys) out.push(...key(k.address))
  out.push(...key(input.recentBlockhash), ...compactU16(input.instructions.length))
  for (const ix of input.instructions) {
    out.push(index.get(ix.programId)!, ...compactU16(ix.accounts.length), ...ix.accounts.map((a) => index.get(a.address)!))
    out.push(...compactU16(ix.data.length), ...ix.data)
  }
  const message = Uint8Array.from(out)
  const prefix = compactU16(signers.length)
  const transaction = new Uint8Array(prefix.length + 64 * signers.length + message.length)
  transaction.set(prefix, 0)
  transaction.set(message, prefix.length + 64 * signers.length)
  return { message, transaction }
}

function key(address: string): Uint8Array {
  const bytes = base58.decode(address)
  if (bytes.length !== 32) throw new TypeError(`Not a 32-byte Solana address: ${address}`)
  return bytes
}

/** Solana's compact-u16 ("shortvec") length prefix. */
function compactU16(value: number): number[] {
  const out: number[] = []
  let rest = value
  for (;;) {
    const low = rest & 0x7f
    rest >>= 7
    if (rest === 0) {
      out.push(low)
      return out
    }
    out.push(low | 0x80)
  }
}
