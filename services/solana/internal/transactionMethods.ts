import { VersionedMessage, type Keypair } from '@solana/web3.js'
import type { RpcHandler } from './accountMethods'
import { encodeAccount } from './encodeAccount'
import { formatTransaction } from './formatTransaction'
import type { LedgerEntry, LocalLedger } from './LocalLedger'
import { rpcParams } from './rpcParams'
import { SolanaRpcError } from './SolanaRpcError'
import { transactionFee } from './transactionFee'

const MAX_STATUSES = 256
const MAX_SIGNATURES_PAGE = 1000
/** One request may airdrop at most this much (1,000 SOL), like a faucet's per-request cap. */
const MAX_AIRDROP_LAMPORTS = 1_000_000_000_000

function status(entry: LedgerEntry) {
  return { slot: entry.slot, confirmations: null, err: entry.err, status: entry.err === null ? { Ok: null } : { Err: entry.err }, confirmationStatus: 'finalized' }
}

/**
 * The transaction methods of Solana's RPC over the ledger: send (base58 or base64, with the
 * preflight errors a node gives), simulate (logs, units, the accounts asked for, and the pre /
 * post SOL and token balances a wallet's approval view shows), statuses, history by address,
 * `getTransaction`, the message fee and `requestAirdrop` (a real transfer from the faucet).
 *
 * @example
 * const methods = transactionMethods(ledger, faucet)
 * methods.sendTransaction!([wireBase64, { encoding: 'base64' }]) // '5Vq…' (signature)
 */
export function transactionMethods(ledger: LocalLedger, faucet: Keypair): Record<string, RpcHandler> {
  const ctx = { slot: () => ledger.slot }
  const context = () => ({ slot: ledger.slot, apiVersion: '2.2.0' })
  return {
    sendTransaction: (params) => {
      const config = rpcParams.config(params[1], ctx)
      const wire = rpcParams.bytes(params[0], config.encoding)
      return ledger.submit(wire, { skipPreflight: config.skipPreflight === true }).signature
    },
    simulateTransaction: (params) => {
      const config = rpcParams.config(params[1], ctx)
      const wire = rpcParams.bytes(params[0], config.encoding)
      const sigVerify = config.sigVerify === true
      const replaceRecentBlockhash = config.replaceRecentBlockhash === true
      if (sigVerify && replaceRecentBlockhash) throw SolanaRpcError.invalidParams('sigVerify may not be used with replaceRecentBlockhash')
      const outcome = ledger.simulate(wire, { sigVerify, replaceRecentBlockhash })
      let accounts: unknown = null
      const wanted = config.accounts as { addresses?: unknown; encoding?: unknown } | undefined
      if (wanted !== undefined) {
        if (typeof wanted !== 'object' || wanted === null || !Array.isArray(wanted.addresses)) throw SolanaRpcError.invalidParams('Invalid params: accounts.addresses must be an array')
        const read = (a: string) => outcome.postAccounts.get(a) ?? ledger.rawAccount(a)
        accounts = wanted.addresses.map((raw) => {
          const address = rpcParams.pubkey(raw)
          const account = read(address)
          return account ? encodeAccount(address, account, { encoding: wanted.encoding ?? 'base64' }, read) : null
        })
      }
      const value: Record<string, unknown> = {
        err: outcome.err,
        logs: outcome.logs,
        accounts,
        unitsConsumed: outcome.computeUnits,
        returnData: outcome.returnData ? { programId: outcome.returnData.programId, data: [Buffer.from(outcome.returnData.data).toString('base64'), 'base64'] } : null,
        fee: outcome.err === null ? outcome.fee : null,
        preBalances: outcome.preBalances,
        postBalances: outcome.postBalances,
        preTokenBalances: outcome.preTokenBalances,
        postTokenBalances: outcome.postTokenBalances,
      }
      if (outcome.replacementBlockhash) value.replacementBlockhash = { blockhash: outcome.replacementBlockhash, lastValidBlockHeight: ledger.slot + 150 }
      return { context: context(), value }
    },
    getSignatureStatuses: (params) => {
      if (!Array.isArray(params[0])) throw SolanaRpcError.invalidParams('Invalid params: expected an array of signatures')
      if (params[0].length > MAX_STATUSES) throw SolanaRpcError.invalidParams(`Too many inputs provided; max ${MAX_STATUSES}`)
      const signatures = params[0].map((s) => rpcParams.signature(s))
      rpcParams.config(params[1], ctx)
      return { context: context(), value: signatures.map((s) => { const e = ledger.entry(s); return e ? status(e) : null }) }
    },
    getSignaturesForAddress: (params) => {
      const address = rpcParams.pubkey(params[0])
      const config = rpcParams.config(params[1], ctx)
      const limit = config.limit === undefined ? MAX_SIGNATURES_PAGE : rpcParams.u64(config.limit, 'limit')
      if (limit < 1 || limit > MAX_SIGNATURES_PAGE) throw SolanaRpcError.invalidParams(`Invalid limit; max ${MAX_SIGNATURES_PAGE}`)
      const before = config.before === undefined ? null : rpcParams.signature(config.before)
      const until = config.until === undefined ? null : rpcParams.signature(config.until)
      let list = ledger.history(address)
      if (before) {
        const i = list.findIndex((e) => e.signature === before)
        list = i < 0 ? [] : list.slice(i + 1)
      }
      if (until) {
        const i = list.findIndex((e) => e.signature === until)
        if (i >= 0) list = list.slice(0, i)
      }
      return list.slice(0, limit).map((e) => ({ signature: e.signature, slot: e.slot, err: e.err, memo: null, blockTime: e.blockTime, confirmationStatus: 'finalized' }))
    },
    getTransaction: (params) => {
      const signature = rpcParams.signature(params[0])
      // The second param may be the encoding alone (the older call form).
      const config = typeof params[1] === 'string' ? { encoding: params[1] } : rpcParams.config(params[1], ctx)
      const entry = ledger.entry(signature)
      return entry ? formatTransaction(entry, config) : null
    },
    getFeeForMessage: (params) => {
      const bytes = rpcParams.bytes(params[0], 'base64')
      rpcParams.config(params[1], ctx)
      let message: VersionedMessage
      try {
        message = VersionedMessage.deserialize(bytes)
      } catch {
        throw SolanaRpcError.invalidParams('invalid message: failed to deserialize')
      }
      // An unknown blockhash means the message could not land: a node answers null.
      const value = message.recentBlockhash === ledger.blockhash() ? transactionFee(message) : null
      return { context: context(), value }
    },
    requestAirdrop: (params) => {
      const address = rpcParams.pubkey(params[0])
      const lamports = rpcParams.u64(params[1], 'lamports')
      rpcParams.config(params[2], ctx)
      if (lamports === 0 || lamports > MAX_AIRDROP_LAMPORTS) throw SolanaRpcError.invalidParams(`Invalid params: airdrop between 1 and ${MAX_AIRDROP_LAMPORTS} lamports`)
      return ledger.transferFrom(faucet, address, BigInt(lamports)).signature
    },
  }
}
