import { ComputeBudgetProgram, type VersionedMessage } from '@solana/web3.js'

/** Fee per signature the runtime charges (litesvm's default, the same as the clusters'). */
export const LAMPORTS_PER_SIGNATURE = 5000

const COMPUTE_BUDGET = ComputeBudgetProgram.programId.toBase58()
/**
 * Without SetComputeUnitLimit the runtime reserves 3,000 units for each instruction of a builtin
 * program (compute budget included) and 200,000 for any other, 1.4M at most (measured on litesvm).
 */
const BUILTIN_UNITS = 3_000
const PROGRAM_UNITS = 200_000
const MAX_UNITS = 1_400_000
const BUILTINS = new Set([
  '11111111111111111111111111111111',
  COMPUTE_BUDGET,
  'AddressLookupTab1e1111111111111111111111111',
  'Stake11111111111111111111111111111111111111',
  'Vote111111111111111111111111111111111111111',
  'Config1111111111111111111111111111111111111',
  'BPFLoaderUpgradeab1e11111111111111111111111',
  'BPFLoader2111111111111111111111111111111111',
  'BPFLoader1111111111111111111111111111111111',
  'LoaderV411111111111111111111111111111111111',
])

/**
 * The fee a message pays, as the runtime charges it: 5,000 lamports a signature plus the
 * priority fee of its compute-budget instructions (`SetComputeUnitPrice` micro-lamports per unit
 * × the unit limit, rounded up). Wallets show it and history reports it as `meta.fee`.
 *
 * @example
 * transactionFee(tx.message) // 5000 for a plain one-signature transfer
 */
export function transactionFee(message: VersionedMessage): number {
  let price = 0n
  let limit: number | null = null
  let defaultUnits = 0
  for (const ix of message.compiledInstructions) {
    const program = message.staticAccountKeys[ix.programIdIndex]?.toBase58() ?? ''
    defaultUnits += BUILTINS.has(program) ? BUILTIN_UNITS : PROGRAM_UNITS
    if (program !== COMPUTE_BUDGET) continue
    const data = Buffer.from(ix.data)
    if (data[0] === 2 && data.length >= 5) limit = data.readUInt32LE(1)
    if (data[0] === 3 && data.length >= 9) price = data.readBigUInt64LE(1)
  }
  const units = BigInt(Math.min(limit ?? defaultUnits, MAX_UNITS))
  const priority = (price * units + 999_999n) / 1_000_000n
  return LAMPORTS_PER_SIGNATURE * message.header.numRequiredSignatures + Number(priority)
}
