import type { SolanaInstruction } from './SolanaTransaction'

export const SYSTEM_PROGRAM = '11111111111111111111111111111111'
export const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
export const TOKEN_2022_PROGRAM = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'
export const ASSOCIATED_TOKEN_PROGRAM = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'
export const COMPUTE_BUDGET_PROGRAM = 'ComputeBudget111111111111111111111111111111'

/** What an approval shows of one instruction: the ones a wallet transfer uses decoded, the rest in full. */
export type InstructionView =
  | { kind: 'solTransfer'; from: string; to: string; lamports: bigint }
  | { kind: 'tokenTransfer'; source: string; destination: string; owner: string; amount: bigint; mint?: string; decimals?: number }
  | { kind: 'createTokenAccount'; payer: string; account: string; owner: string; mint: string }
  | { kind: 'computeUnitLimit'; units: number }
  | { kind: 'computeUnitPrice'; microLamports: bigint }
  | { kind: 'other'; programId: string; accounts: string[]; data: string }

/**
 * Decodes one instruction for the approval view: System transfers, SPL Token (and Token-2022)
 * `Transfer` / `TransferChecked`, the associated-token-account creation and the compute-budget
 * limit and price. Anything else, or a known program with data it doesn't fully match, is shown
 * as program id, accounts and data hex: never a guess.
 *
 * @example
 * describeInstruction(ix) // { kind: 'solTransfer', from, to, lamports: 1000000n }
 */
export function describeInstruction(ix: SolanaInstruction): InstructionView {
  const { programId, accounts, data } = ix
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
  if (programId === SYSTEM_PROGRAM && data.length === 12 && view.getUint32(0, true) === 2 && accounts.length >= 2) {
    return { kind: 'solTransfer', from: accounts[0]!, to: accounts[1]!, lamports: view.getBigUint64(4, true) }
  }
  if (programId === TOKEN_PROGRAM || programId === TOKEN_2022_PROGRAM) {
    if (data.length === 9 && data[0] === 3 && accounts.length >= 3) {
      return { kind: 'tokenTransfer', source: accounts[0]!, destination: accounts[1]!, owner: accounts[2]!, amount: view.getBigUint64(1, true) }
    }
    if (data.length === 10 && data[0] === 12 && accounts.length >= 4) {
      return { kind: 'tokenTransfer', source: accounts[0]!, mint: accounts[1]!, destination: accounts[2]!, owner: accounts[3]!, amount: view.getBigUint64(1, true), decimals: data[9]! }
    }
  }
  if (programId === ASSOCIATED_TOKEN_PROGRAM && (data.length === 0 || (data.length === 1 && (data[0] === 0 || data[0] === 1))) && accounts.length >= 4) {
    return { kind: 'createTokenAccount', payer: accounts[0]!, account: accounts[1]!, owner: accounts[2]!, mint: accounts[3]! }
  }
  if (programId === COMPUTE_BUDGET_PROGRAM) {
    if (data.length === 5 && data[0] === 2) return { kind: 'computeUnitLimit', units: view.getUint32(1, true) }
    if (data.length === 9 && data[0] === 3) return { kind: 'computeUnitPrice', microLamports: view.getBigUint64(1, true) }
  }
  return { kind: 'other', programId, accounts, data: [...data].map((b) => b.toString(16).padStart(2, '0')).join('') }
}
