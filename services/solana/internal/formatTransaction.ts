import { base58 } from '../../../shared/solana/base58'
import { parseInstruction } from './parseInstruction'
import type { LedgerEntry } from './LocalLedger'
import { SolanaRpcError } from './SolanaRpcError'

function parsedInstruction(keys: string[], programIdIndex: number, accountIndexes: number[], data: Uint8Array, stackHeight: number | null): Record<string, unknown> {
  const programId = keys[programIdIndex]!
  const accounts = accountIndexes.map((i) => keys[i]!)
  const known = parseInstruction(programId, accounts, data)
  return known ? { ...known, stackHeight } : { programId, accounts, data: base58.encode(data), stackHeight }
}

function message(entry: LedgerEntry, parsed: boolean): Record<string, unknown> {
  const m = entry.transaction.message
  const keys = entry.accountKeys
  const instructions = m.compiledInstructions.map((ix) =>
    parsed
      ? parsedInstruction(keys, ix.programIdIndex, ix.accountKeyIndexes, ix.data, null)
      : { programIdIndex: ix.programIdIndex, accounts: ix.accountKeyIndexes, data: base58.encode(ix.data), stackHeight: null },
  )
  const accountKeys = parsed
    ? keys.map((pubkey, i) => ({ pubkey, signer: i < m.header.numRequiredSignatures, writable: m.isAccountWritable(i), source: i < m.staticAccountKeys.length ? 'transaction' : 'lookupTable' }))
    : m.staticAccountKeys.map((k) => k.toBase58())
  const out: Record<string, unknown> = { accountKeys, instructions, recentBlockhash: m.recentBlockhash }
  if (!parsed) out.header = m.header
  if (entry.transaction.version !== 'legacy') {
    out.addressTableLookups = m.addressTableLookups.map((l) => ({ accountKey: l.accountKey.toBase58(), writableIndexes: l.writableIndexes, readonlyIndexes: l.readonlyIndexes }))
  }
  return out
}

/**
 * Writes a committed transaction as `getTransaction` answers it: `json` (web3.js's
 * `getTransaction`), `jsonParsed` (`getParsedTransaction`; system, SPL token and associated token
 * instructions decoded, others in the partially decoded form — program id, accounts, base58
 * data — as a node gives for programs it has no parser for), `base64` or `base58`; v0 transactions need `maxSupportedTransactionVersion`, as on
 * a real node.
 *
 * @example
 * formatTransaction(ledger.entry(sig)!, { encoding: 'json', maxSupportedTransactionVersion: 0 })
 */
export function formatTransaction(entry: LedgerEntry, config: Record<string, unknown>): Record<string, unknown> {
  const encoding = config.encoding ?? 'json'
  const maxVersion = config.maxSupportedTransactionVersion
  const version = entry.transaction.version
  if (maxVersion !== undefined && maxVersion !== 0) throw SolanaRpcError.invalidParams('Invalid params: maxSupportedTransactionVersion must be 0')
  if (version !== 'legacy' && maxVersion === undefined) {
    throw new SolanaRpcError(-32015, `Transaction version (${version}) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": ${version}`)
  }
  const parsed = encoding === 'jsonParsed'
  let transaction: unknown
  if (encoding === 'json' || parsed) transaction = { signatures: entry.transaction.signatures.map((s) => base58.encode(s)), message: message(entry, parsed) }
  else if (encoding === 'base64') transaction = [Buffer.from(entry.wire).toString('base64'), 'base64']
  else if (encoding === 'base58') transaction = [base58.encode(entry.wire), 'base58']
  else throw SolanaRpcError.invalidParams(`Invalid params: unsupported encoding '${String(encoding)}'`)
  const keys = entry.accountKeys
  const meta = {
    err: entry.err,
    status: entry.err === null ? { Ok: null } : { Err: entry.err },
    fee: entry.fee,
    preBalances: entry.preBalances,
    postBalances: entry.postBalances,
    innerInstructions: entry.innerInstructions.map((group) => ({
      index: group.index,
      instructions: group.instructions.map((ix) =>
        parsed
          ? parsedInstruction(keys, ix.programIdIndex, ix.accounts, ix.data, ix.stackHeight)
          : { programIdIndex: ix.programIdIndex, accounts: ix.accounts, data: base58.encode(ix.data), stackHeight: ix.stackHeight },
      ),
    })),
    logMessages: entry.logs,
    preTokenBalances: entry.preTokenBalances,
    postTokenBalances: entry.postTokenBalances,
    rewards: [],
    loadedAddresses: entry.loadedAddresses,
    computeUnitsConsumed: entry.computeUnits,
  }
  const out: Record<string, unknown> = { slot: entry.slot, blockTime: entry.blockTime, transaction, meta }
  if (maxVersion !== undefined) out.version = version
  return out
}
