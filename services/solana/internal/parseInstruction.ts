import { ASSOCIATED_TOKEN_PROGRAM_ID, TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from '@solana/spl-token'
import { PublicKey, SystemProgram } from '@solana/web3.js'
import { uiTokenAmount } from './uiTokenAmount'

/** An instruction in jsonParsed form: `program`, `programId` and `parsed: { type, info }`. */
export interface ParsedInstructionJson {
  program: string
  programId: string
  parsed: { type: string; info: Record<string, unknown> }
}

const SYSTEM = SystemProgram.programId.toBase58()
const TOKEN = new Map([[TOKEN_PROGRAM_ID.toBase58(), 'spl-token'], [TOKEN_2022_PROGRAM_ID.toBase58(), 'spl-token-2022']])
const ATA = ASSOCIATED_TOKEN_PROGRAM_ID.toBase58()

function system(a: string[], d: Buffer): ParsedInstructionJson['parsed'] | null {
  if (d.length < 4) return null
  const kind = d.readUInt32LE(0)
  if (kind === 2 && d.length >= 12) return { type: 'transfer', info: { source: a[0], destination: a[1], lamports: Number(d.readBigUInt64LE(4)) } }
  if (kind === 0 && d.length >= 52) {
    return { type: 'createAccount', info: { source: a[0], newAccount: a[1], lamports: Number(d.readBigUInt64LE(4)), space: Number(d.readBigUInt64LE(12)), owner: new PublicKey(d.subarray(20, 52)).toBase58() } }
  }
  return null
}

function token(a: string[], d: Buffer): ParsedInstructionJson['parsed'] | null {
  const kind = d[0]
  if (kind === 3 && d.length >= 9) return { type: 'transfer', info: { source: a[0], destination: a[1], authority: a[2], amount: d.readBigUInt64LE(1).toString() } }
  if (kind === 12 && d.length >= 10) {
    return { type: 'transferChecked', info: { source: a[0], mint: a[1], destination: a[2], authority: a[3], tokenAmount: uiTokenAmount(d.readBigUInt64LE(1), d[9]!) } }
  }
  if (kind === 7 && d.length >= 9) return { type: 'mintTo', info: { mint: a[0], account: a[1], mintAuthority: a[2], amount: d.readBigUInt64LE(1).toString() } }
  if (kind === 20 && d.length >= 35) return { type: 'initializeMint2', info: { mint: a[0], decimals: d[1], mintAuthority: new PublicKey(d.subarray(2, 34)).toBase58() } }
  return null
}

function associatedToken(a: string[], d: Buffer): ParsedInstructionJson['parsed'] | null {
  const type = d.length === 0 || d[0] === 0 ? 'create' : d[0] === 1 ? 'createIdempotent' : null
  if (!type) return null
  return { type, info: { source: a[0], account: a[1], wallet: a[2], mint: a[3], systemProgram: a[4], tokenProgram: a[5] } }
}

/**
 * Decodes the instructions an account's history is mostly made of — system transfers and
 * account creation, SPL token transfer / transferChecked / mintTo / initializeMint2 and
 * associated-token-account creation — into the jsonParsed form Solana's RPC gives
 * (`getParsedTransaction`); null for anything else, which stays partially decoded.
 *
 * @example
 * parseInstruction('11111111111111111111111111111111', [from, to], data)?.parsed // { type: 'transfer', info: { source, destination, lamports } }
 */
export function parseInstruction(programId: string, accounts: string[], data: Uint8Array): ParsedInstructionJson | null {
  const d = Buffer.from(data)
  let parsed: ParsedInstructionJson['parsed'] | null = null
  let program = ''
  if (programId === SYSTEM) [program, parsed] = ['system', system(accounts, d)]
  else if (TOKEN.has(programId)) [program, parsed] = [TOKEN.get(programId)!, token(accounts, d)]
  else if (programId === ATA) [program, parsed] = ['spl-associated-token-account', associatedToken(accounts, d)]
  return parsed ? { program, programId, parsed } : null
}
