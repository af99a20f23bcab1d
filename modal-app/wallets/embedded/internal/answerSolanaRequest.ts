import { ErrorText } from '../../../../shared/errors/messages'
import { InternalError, InvalidParamsError, UnauthorizedError, UnsupportedMethodError } from '../../../../shared/errors/ProviderRpcError'
import { base58 } from '../../../../shared/solana/base58'
import { isTransactionMessage } from '../../solana/isTransactionMessage'
import { parseSolanaTransaction } from '../../solana/parseSolanaTransaction'
import { signSolanaTransaction } from '../../solana/signSolanaTransaction'
import type { RequestArgs } from '../../Connector'
import type { SolanaSigner } from '../keys/SolanaSigner'
import type { ChainCall } from './answerEmbeddedRequest'
import { bytesBase64 } from '../../../../shared/encoding/bytesBase64'

export interface SolanaRequestDeps {
  /** The Solana signer while signed in (null once signed out). */
  account(): SolanaSigner | null
  /** A JSON-RPC call to the Solana network's endpoint (customRpcUrls honoured by the caller). */
  chain: ChainCall
}

/** `sendOptions` of solana:signAndSendTransaction that go to the node as they are. */
const SEND_OPTIONS = ['skipPreflight', 'preflightCommitment', 'maxRetries', 'minContextSlot'] as const

/**
 * Answers one Solana request of the embedded wallet after the RPC router's approval, in the
 * WalletConnect `solana` wire shapes the host's Wallet Standard wallet also speaks:
 * `solana_signMessage` { message: base58, pubkey } → { signature: base58 } (never a transaction's message);
 * `solana_signTransaction` { transaction: base64 } → { signature, transaction: base64 signed };
 * `solana_signAllTransactions` { transactions: base64[] } → { transactions: base64[] signed }, all
 * or none (each is checked as the key's before any is signed);
 * `solana_signAndSendTransaction` { transaction, sendOptions? } → { signature } once the node
 * took it (`sendTransaction`, preflight included unless skipped). The key signs only as a
 * required signer of the transaction and only for its own `pubkey`; anything else is 4200.
 *
 * @example
 * await answerSolanaRequest(deps, { method: 'solana_signMessage', params: { message: '9K4bF', pubkey: address } })
 */
export async function answerSolanaRequest(deps: SolanaRequestDeps, args: RequestArgs): Promise<unknown> {
  const account = deps.account()
  if (!account) throw new UnauthorizedError()
  const params = (args.params && typeof args.params === 'object' && !Array.isArray(args.params) ? args.params : {}) as Record<string, unknown>
  switch (args.method) {
    case 'solana_getAccounts':
    case 'solana_requestAccounts':
      return [account.address]
    case 'solana_signMessage': {
      if (params.pubkey !== undefined && params.pubkey !== account.address) throw new UnauthorizedError()
      if (typeof params.message !== 'string') throw new InvalidParamsError({ message: 'solana_signMessage needs { message: base58, pubkey }' })
      const message = decode(() => base58.decode(params.message as string), 'message must be base58')
      // A transaction's message signed "as a message" is a signed transaction the view never showed as one.
      if (isTransactionMessage(message)) throw new InvalidParamsError({ message: 'A transaction cannot be signed as a message' })
      return { signature: base58.encode(await account.signMessage(message)) }
    }
    case 'solana_signTransaction': {
      const { transaction, signature } = await sign(account, params)
      return { signature: base58.encode(signature), transaction: bytesBase64.encode(transaction) }
    }
    case 'solana_signAllTransactions': {
      const list = params.transactions
      if (!Array.isArray(list) || list.length === 0 || !list.every((t): t is string => typeof t === 'string')) throw new InvalidParamsError({ message: 'solana_signAllTransactions needs { transactions: base64[] }' })
      // All or none: every transaction is read and checked as the key's before any is signed.
      const checked = list.map((transaction) => checkedSigning(account, { transaction }))
      const signed = []
      for (const run of checked) signed.push(await run())
      return { transactions: signed.map((s) => bytesBase64.encode(s.transaction)) }
    }
    case 'solana_signAndSendTransaction': {
      const { transaction } = await sign(account, params)
      const given = (params.sendOptions && typeof params.sendOptions === 'object' ? params.sendOptions : {}) as Record<string, unknown>
      const config: Record<string, unknown> = { encoding: 'base64' }
      for (const key of SEND_OPTIONS) if (given[key] !== undefined) config[key] = given[key]
      const sent = await deps.chain('sendTransaction', [bytesBase64.encode(transaction), config])
      if (typeof sent !== 'string') throw new InternalError({ message: ErrorText.solanaSendFailed })
      return { signature: sent }
    }
    default:
      throw new UnsupportedMethodError({ message: ErrorText.rpcNotAllowed })
  }
}

function sign(account: SolanaSigner, params: Record<string, unknown>) {
  return checkedSigning(account, params)()
}

/** Reads the transaction and checks the key is one of its signers now; signs only when called. */
function checkedSigning(account: SolanaSigner, params: Record<string, unknown>) {
  if (typeof params.transaction !== 'string') throw new InvalidParamsError({ message: 'needs { transaction: base64 }' })
  const bytes = decode(() => bytesBase64.decode(params.transaction as string), 'transaction must be base64')
  let tx
  try {
    tx = parseSolanaTransaction(bytes)
  } catch {
    throw new InvalidParamsError({ message: 'transaction is not a Solana transaction' })
  }
  if (!tx.accountKeys.slice(0, tx.numRequiredSignatures).includes(account.address)) throw new UnauthorizedError()
  return () => signSolanaTransaction(bytes, account.address, (message) => account.signTransactionMessage(message))
}

function decode(read: () => Uint8Array, message: string): Uint8Array {
  try {
    return read()
  } catch {
    throw new InvalidParamsError({ message })
  }
}
