import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from '@solana/spl-token'
import { encodeAccount } from './encodeAccount'
import type { LocalLedger } from './LocalLedger'
import { readTokenAccount, type RawAccount } from './readTokenAccount'
import { rpcParams, type Params } from './rpcParams'
import { SolanaRpcError } from './SolanaRpcError'
import { uiTokenAmount } from './uiTokenAmount'

/** One RPC method: positional params in, JSON result out (throws SolanaRpcError). */
export type RpcHandler = (params: Params) => unknown

const TOKEN_PROGRAMS = [TOKEN_PROGRAM_ID.toBase58(), TOKEN_2022_PROGRAM_ID.toBase58()]
const MAX_MULTIPLE_ACCOUNTS = 100

/**
 * The account-reading methods of Solana's RPC over the ledger: balances, account info (single
 * and multiple), rent exemption and the SPL token account queries web3.js and wallet adapters
 * use (`getTokenAccountsByOwner` in every encoding, which `getParsedTokenAccountsByOwner` calls
 * with jsonParsed, and `getTokenAccountBalance`).
 *
 * @example
 * const methods = accountMethods(ledger)
 * methods.getBalance!(['9Ceu…'])
 */
export function accountMethods(ledger: LocalLedger): Record<string, RpcHandler> {
  const ctx = { slot: () => ledger.slot }
  const read = (a: string): RawAccount | null => ledger.rawAccount(a)
  const context = () => ({ slot: ledger.slot, apiVersion: '2.2.0' })
  const encoded = (address: string, config: Record<string, unknown>) => {
    const account = read(address)
    return account ? encodeAccount(address, account, config, read) : null
  }
  return {
    getBalance: (params) => {
      const address = rpcParams.pubkey(params[0])
      rpcParams.config(params[1], ctx)
      return { context: context(), value: Number(read(address)?.lamports ?? 0n) }
    },
    getAccountInfo: (params) => {
      const address = rpcParams.pubkey(params[0])
      return { context: context(), value: encoded(address, rpcParams.config(params[1], ctx)) }
    },
    getMultipleAccounts: (params) => {
      if (!Array.isArray(params[0])) throw SolanaRpcError.invalidParams('Invalid params: expected an array of public keys')
      if (params[0].length > MAX_MULTIPLE_ACCOUNTS) throw SolanaRpcError.invalidParams(`Too many inputs provided; max ${MAX_MULTIPLE_ACCOUNTS}`)
      const addresses = params[0].map((a) => rpcParams.pubkey(a))
      const config = rpcParams.config(params[1], ctx)
      return { context: context(), value: addresses.map((a) => encoded(a, config)) }
    },
    getMinimumBalanceForRentExemption: (params) => {
      const length = rpcParams.u64(params[0], 'data length')
      rpcParams.config(params[1], ctx)
      return Number(ledger.svm.minimumBalanceForRentExemption(BigInt(length)))
    },
    getTokenAccountsByOwner: (params) => {
      const owner = rpcParams.pubkey(params[0])
      const filter = params[1] as { mint?: unknown; programId?: unknown } | undefined
      if (!filter || typeof filter !== 'object' || (filter.mint === undefined) === (filter.programId === undefined)) {
        throw SolanaRpcError.invalidParams('Invalid params: expected exactly one of mint or programId')
      }
      const mint = filter.mint === undefined ? null : rpcParams.pubkey(filter.mint)
      const programId = filter.programId === undefined ? null : rpcParams.pubkey(filter.programId)
      if (programId && !TOKEN_PROGRAMS.includes(programId)) throw SolanaRpcError.invalidParams(`Invalid param: unrecognized Token program id`)
      const config = rpcParams.config(params[2], ctx)
      const value = TOKEN_PROGRAMS.filter((p) => !programId || p === programId).flatMap((p) =>
        ledger
          .programAccounts(p)
          .filter(({ address }) => {
            const token = readTokenAccount(read, address)
            return token !== null && token.owner === owner && (!mint || token.mint === mint)
          })
          .map(({ address, account }) => ({ pubkey: address, account: encodeAccount(address, account, config, read) })),
      )
      return { context: context(), value }
    },
    getTokenAccountBalance: (params) => {
      const address = rpcParams.pubkey(params[0])
      rpcParams.config(params[1], ctx)
      const token = readTokenAccount(read, address)
      if (!token) throw SolanaRpcError.invalidParams('Invalid param: not a Token account')
      return { context: context(), value: uiTokenAmount(token.amount, token.decimals) }
    },
  }
}
